// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Damus's accessibility log (Judgments/damus-log.md): every commit of the grep and the skim was
/// classified by hand, and each problem of an `in scope` commit is here as a snippet of its own
/// (none of Damus's code) that shows the same problem and fix. The real files were linted at the
/// commit before and the fix commit; the snippets, written into a view and linted with the CLI,
/// give the same verdicts: six found (an image-only like button, three tap-only icons, the zap
/// bolt's and the note ellipsis' symbol-sized targets), nine missed.
extension FixCommitCasesTests {
    /// An avatar view like Damus's: a remote image and, for some profiles, a badge beside it.
    static let profilePic = "import SwiftUI\nstruct ProfilePic: View {\n    let size: CGFloat\n    var zappable = false\n    var body: some View {\n        ZStack(alignment: .bottomTrailing) {\n            KFAnimatedImage(url)\n                .frame(width: size, height: size)\n            if zappable {\n                Image(\"zap.fill\")\n            }\n        }\n    }\n}"

    static let damusLog: [FixCase] = [
        FixCase(commit: "damus 63805249 (the like button, an image-only Button, got an accessibility label)", rule: "semantics/image-label",
                before: "Button(action: like) {\n    Image(liked ? \"heart-full\" : \"heart-line\")\n        .foregroundColor(liked ? .accentColor : .gray)\n}",
                after: "Button(action: like) {\n    Image(liked ? \"heart-full\" : \"heart-line\")\n        .foregroundColor(liked ? .accentColor : .gray)\n}\n.accessibilityLabel(\"Like\")",
                fixedLine: 4, reported: true),
        FixCase(commit: "damus 63805249 (the action bar's reply, repost, share and zap buttons, Labels titled with a no-break space, got accessibility labels)", rule: "semantics/image-label",
                before: "HStack {\n    Button(action: reply) {\n        Label(\"\\u{00A0}\", systemImage: \"arrowshape.turn.up.left\")\n            .font(.footnote)\n    }\n    Button(action: share) {\n        Label(\"\\u{00A0}\", systemImage: \"square.and.arrow.up\")\n            .font(.footnote)\n    }\n}",
                after: "HStack {\n    Button(action: reply) {\n        Label(\"\\u{00A0}\", systemImage: \"arrowshape.turn.up.left\")\n            .font(.footnote)\n    }\n    .accessibilityLabel(\"Reply\")\n    Button(action: share) {\n        Label(\"\\u{00A0}\", systemImage: \"square.and.arrow.up\")\n            .font(.footnote)\n    }\n    .accessibilityLabel(\"Share\")\n}",
                fixedLine: 5, reported: false,
                why: "the Label's title is a non-empty literal (a no-break space, drawn as blank), which the rule takes for a name; VoiceOver reads a blank title or the symbol. The real file: not reported before or after (the buttons come from a function `EventActionButton(img:)` whose image name is a parameter)"),
        FixCase(commit: "damus 1fff0abc (the zap button's tap area covered the bolt only; the amount beside it joined the button)", rule: "target/size",
                before: "HStack(spacing: 4) {\n    Button(action: {}) {\n        Image(systemName: \"bolt\")\n            .font(.footnote)\n    }\n    .highPriorityGesture(TapGesture().onEnded { zap() })\n    Text(amount)\n        .font(.footnote)\n}",
                after: "HStack(spacing: 4) {\n    Button(action: {}) {\n        Image(systemName: \"bolt\")\n            .font(.footnote)\n    }\n    Text(amount)\n        .font(.footnote)\n}\n.highPriorityGesture(TapGesture().onEnded { zap() })",
                fixedLine: 6, reported: true),
        FixCase(commit: "damus 9f6da8eb (the tap-only close image on an attached photo became a Button)", rule: "semantics/tap-gesture",
                before: "ZStack(alignment: .topLeading) {\n    Image(uiImage: photo)\n        .resizable()\n    Image(\"close-circle\")\n        .foregroundColor(.white)\n        .padding(20)\n        .onTapGesture { remove() }\n}",
                after: "Image(uiImage: photo)\n    .resizable()\n    .overlay(alignment: .topLeading) {\n        Button(action: remove) {\n            Image(\"close-circle\")\n                .foregroundColor(.white)\n                .background(Color.black.opacity(0.5))\n                .clipShape(Circle())\n        }\n        .padding(8)\n    }",
                fixedLine: 7, reported: true),
        FixCase(commit: "damus 9f6da8eb (the white close glyph on the photo got a half-black circle behind it \"for better contrast in light mode\")", rule: "contrast/non-text",
                before: "Image(uiImage: photo)\n    .resizable()\n    .overlay(alignment: .topLeading) {\n        Button(action: remove) {\n            Image(systemName: \"xmark.circle\")\n                .foregroundColor(.white)\n        }\n        .accessibilityLabel(\"Remove\")\n    }",
                after: "Image(uiImage: photo)\n    .resizable()\n    .overlay(alignment: .topLeading) {\n        Button(action: remove) {\n            Image(systemName: \"xmark.circle\")\n                .foregroundColor(.white)\n                .background(Color.black.opacity(0.5))\n                .clipShape(Circle())\n        }\n        .accessibilityLabel(\"Remove\")\n    }",
                fixedLine: 6, reported: false,
                why: "the glyph's background is the user's photo, which no source reader knows (as Mlem 8d805e222); the real glyph is an asset image, which contrast/non-text does not judge at all"),
        FixCase(commit: "damus bcb861a6 (the picture editor, a Menu whose label is a camera image, got a label, a hint and a value)", rule: "semantics/image-label",
                before: "Menu {\n    Button(\"Take Photo\") { takePhoto() }\n    Button(\"Choose from Library\") { choose() }\n} label: {\n    cameraIcon\n}",
                after: "Menu {\n    Button(\"Take Photo\") { takePhoto() }\n    Button(\"Choose from Library\") { choose() }\n} label: {\n    cameraIcon\n}\n.accessibilityLabel(\"Edit image\")\n.accessibilityHint(\"Shows options to edit the image\")",
                fixedLine: 6, reported: false,
                why: "the Menu's label is a member property (`cameraIcon`) holding the image; semantics/image-label does not report a Menu's image label there (the real file: a `Group` with a `switch` in the member; nothing before or after)",
                members: "var cameraIcon: some View {\n    Image(\"camera\")\n        .resizable()\n        .frame(width: 25, height: 25)\n}"),
        FixCase(commit: "damus 5c6e5ca2 (the sign-in key field's tap-only paste icon became a labelled Button)", rule: "semantics/tap-gesture",
                before: "HStack {\n    Image(systemName: \"doc.on.clipboard\")\n        .foregroundColor(.gray)\n        .onTapGesture { paste() }\n    SecureField(\"\", text: $key)\n}",
                after: "HStack {\n    Button(action: paste) {\n        Image(systemName: \"doc.on.clipboard\")\n    }\n    .foregroundColor(.gray)\n    .accessibilityLabel(\"Paste private key\")\n    SecureField(\"\", text: $key)\n}",
                fixedLine: 4, reported: true),
        FixCase(commit: "damus 5c6e5ca2 (the sign-in key field's tap-only show/hide icon became a labelled Button)", rule: "semantics/tap-gesture",
                before: "HStack {\n    SecureField(\"\", text: $key)\n    Image(systemName: \"eye.slash\")\n        .foregroundColor(.gray)\n        .onTapGesture { hidden.toggle() }\n}",
                after: "HStack {\n    SecureField(\"\", text: $key)\n    Button(action: { hidden.toggle() }) {\n        Image(systemName: \"eye.slash\")\n    }\n    .foregroundColor(.gray)\n    .accessibilityLabel(\"Toggle key visibility\")\n}",
                fixedLine: 5, reported: true),
        FixCase(commit: "damus 5c6e5ca2 (the top bar's side menu button, the user's avatar, got the label \"Side menu\")", rule: "semantics/image-label",
                before: "MainContent()\n    .toolbar {\n        ToolbarItem(placement: .navigationBarLeading) {\n            Button(action: { menuOpen.toggle() }) {\n                ProfilePic(size: 32)\n            }\n        }\n    }",
                after: "MainContent()\n    .toolbar {\n        ToolbarItem(placement: .navigationBarLeading) {\n            Button(action: { menuOpen.toggle() }) {\n                ProfilePic(size: 32)\n                    .accessibilityHidden(true)\n            }\n            .accessibilityLabel(\"Side menu\")\n        }\n    }",
                fixedLine: 8, reported: false,
                why: "the avatar is the app's own view, a remote image (Kingfisher's KFAnimatedImage) in a ZStack with a badge it may show, which is not known as an image with no name (a remote image alone in a label, or a view whose body is one, is); the real files (ContentView with ProfilePicView): nothing before or after",
                project: [profilePic]),
        FixCase(commit: "damus 5c6e5ca2 (the sign-in QR scan button, a system symbol, got the label \"Scan QR code\")", rule: "semantics/image-label",
                before: "Button(action: { showScanner.toggle() }) {\n    Image(systemName: \"qrcode.viewfinder\")\n}\n.foregroundColor(.gray)",
                after: "Button(action: { showScanner.toggle() }) {\n    Image(systemName: \"qrcode.viewfinder\")\n}\n.foregroundColor(.gray)\n.accessibilityLabel(\"Scan QR code\")",
                fixedLine: 4, reported: false,
                why: "the image is a system symbol, which the rule counts as named (VoiceOver reads a symbol's built-in description, where it has one); whether \"qrcode.viewfinder\" has a useful one is not in the source"),
        FixCase(commit: "damus 5c6e5ca2 (the banner's picture editor, the app's own Menu type, got the label \"Edit banner image\" where it is used)", rule: "semantics/image-label",
                before: "ZStack(alignment: .topTrailing) {\n    Color.purple\n    PictureMenu()\n        .padding(10)\n}",
                after: "ZStack(alignment: .topTrailing) {\n    Color.purple\n    PictureMenu()\n        .padding(10)\n        .accessibilityLabel(\"Edit banner image\")\n}",
                fixedLine: 4, reported: false,
                why: "the image is in the control type's own file (a Menu label, not reported there either, as bcb861a6); the label at the use is not followed into the type",
                project: ["import SwiftUI\nstruct PictureMenu: View {\n    var body: some View {\n        Menu {\n            Button(\"Take Photo\") { }\n        } label: {\n            Image(\"camera\")\n                .resizable()\n                .frame(width: 25, height: 25)\n        }\n    }\n}"]),
        FixCase(commit: "damus bfda0d1b (the note's ellipsis menu: its hit area grew to 100 x 70 pt through an overlaid Menu)", rule: "target/size",
                before: "Menu {\n    Button(\"Copy Text\") { copy() }\n} label: {\n    Label(\"\", systemImage: \"ellipsis\")\n        .foregroundColor(.gray)\n}",
                after: "Label(\"\", systemImage: \"ellipsis\")\n    .foregroundColor(.gray)\n    .overlay(\n        Menu {\n            Button(\"Copy Text\") { copy() }\n        } label: {\n            Color.clear\n        }\n        .frame(width: 100, height: 70)\n    )",
                fixedLine: 4, reported: true),
        FixCase(commit: "damus ce63f6a9 (the friends filter icon, tinted #EEEEF4 on white, 1.15:1, became `.gray`)", rule: "contrast/non-text",
                before: "Button(action: toggle) {\n    Image(\"user-added\")\n        .resizable()\n        .frame(width: 28, height: 28)\n        .foregroundColor(Color(red: 0.93, green: 0.93, blue: 0.96))\n}\n.buttonStyle(.plain)",
                after: "Button(action: toggle) {\n    Image(\"user-added\")\n        .resizable()\n        .frame(width: 28, height: 28)\n        .foregroundColor(.gray)\n}\n.buttonStyle(.plain)",
                fixedLine: 5, reported: false,
                why: "an asset image is judged as a glyph only when the catalog marks it a template (or `.renderingMode(.template)`), which this snippet has no catalog to say; the same tint on `Image(systemName:)` is reported (1.16:1). The real app at ce63f6a9^ with its catalog (user-added is a template): still not reported, because the tint is `DamusColors.adaptableGrey`, declared in another file, which the reader does not resolve"),
        FixCase(commit: "damus d667a9d8 (the custom zap amounts: the 70 x 70 frame and content shape moved from outside the Button into its label, so the whole tile taps)", rule: "target/size",
                before: "Button(action: pick) {\n    Text(amount)\n}\n.frame(width: 70, height: 70)\n.background(Color.gray.opacity(0.2))\n.cornerRadius(15)",
                after: "Button(action: pick) {\n    Text(amount)\n        .frame(width: 70, height: 70)\n        .contentShape(Rectangle())\n        .background(Color.gray.opacity(0.2))\n        .cornerRadius(15)\n}",
                fixedLine: 4, reported: false,
                why: "the rule takes the frame written after the Button (70 x 70) as its target, but a frame outside a Button adds no hit area: only the label (the text) taps. Reading frames inside the label only would tell them apart"),
        FixCase(commit: "damus 8a2dbc95 (the full-screen viewer's close glyph, drawn straight on the photo, got a black circle behind it to be \"more visible\")", rule: "contrast/non-text",
                before: "ZStack(alignment: .topLeading) {\n    Image(uiImage: photo)\n        .resizable()\n        .scaledToFit()\n    Button(action: dismiss) {\n        Image(\"close\")\n            .frame(width: 33, height: 33)\n    }\n    .accessibilityLabel(\"Close\")\n    .padding()\n}",
                after: "ZStack(alignment: .topLeading) {\n    Image(uiImage: photo)\n        .resizable()\n        .scaledToFit()\n    Button(action: dismiss) {\n        Image(\"close\")\n            .frame(width: 33, height: 33)\n            .background(Color.black)\n            .clipShape(Circle())\n    }\n    .accessibilityLabel(\"Close\")\n    .padding()\n}",
                fixedLine: 7, reported: false,
                why: "the glyph's background is the photo being viewed, unknown to a source reader, and the glyph is an asset image, which contrast/non-text does not judge (as ce63f6a9)"),
    ]

    func testDamusLog() {
        let tally = Self.judge(Self.damusLog)
        XCTAssertEqual(tally.found, 6)
        XCTAssertEqual(Self.damusLog.count, 15)
        XCTAssertEqual(tally.decidable, 15)
    }
}
#endif
