import SwiftUI

struct ReaderView: View {
    var body: some View {
        VStack {
            Text("Chapter one")
                .foregroundStyle(Color("Ink"))
                .background(Color("Paper"))
            Text("Unknown")
                .foregroundStyle(Color("NotInTheCatalog"))
                .background(Color("Paper"))
        }
    }
}
