// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Proton Pass's accessibility log (Judgments/protonpass-log.md), held out from the rules' tuning:
/// every commit was classified by hand, and each problem of an `in scope` commit is here as a
/// snippet of its own (none of Proton Pass's code) that shows the same problem and fix. The real
/// files were linted at the commit before and the fix commit (the whole app for the icon button);
/// the snippets, written into a view and linted with the CLI, give the same verdicts: none found,
/// three missed (an icon button's uses named where the rule reports its definition, twice; a
/// section index's drag target widened).
extension FixCommitCasesTests {
    static let protonPassLog: [FixCase] = [
        FixCase(commit: "protonpass 704a41127 (the design system's round icon button draws an unnamed `Image(uiImage:)`; 21 of its uses got `.accessibilityLabel` where they are used)", rule: "semantics/image-label",
                before: "HStack {\n    RoundIconButton(icon: closeIcon, size: 40, action: close)\n    Spacer()\n}",
                after: "HStack {\n    RoundIconButton(icon: closeIcon, size: 40, action: close)\n        .accessibilityLabel(\"Close\")\n    Spacer()\n}",
                fixedLine: 2, reported: false,
                why: "reported at the button's own definition (CircleButton.swift:73 in the whole app), not where the uses are named; and gone after because one named use marks the type as named where used, though about 36 of its 57 uses with an action stayed unnamed (whole app linted before and after, 922 Swift files)",
                project: ["import SwiftUI\nstruct RoundIconButton: View {\n    let icon: UIImage\n    let size: CGFloat\n    let action: () -> Void\n    var body: some View {\n        Button(action: action) {\n            Image(uiImage: icon)\n                .resizable()\n                .frame(width: 20, height: 20)\n        }\n        .frame(width: size, height: size)\n    }\n}"]),
        FixCase(commit: "protonpass f1dfe5ca6 (the same button took its name as an init parameter, applied in its body through a conditional-modifier helper; the uses pass it)", rule: "semantics/image-label",
                before: "HStack {\n    RoundIconButton(icon: closeIcon, size: 40, action: close)\n    Spacer()\n}",
                after: "HStack {\n    RoundIconButton(icon: closeIcon, size: 40, label: \"Close\", action: close)\n    Spacer()\n}",
                fixedLine: 2, reported: false,
                why: "nothing at the uses; the definition is reported after the fix (CircleButton.swift:80, whole app), as `.if(label) { $0.accessibilityLabel($1) }` is not read as a name and the uses' modifiers moved into the parameter. In the app it was not reported before, the type counting as named where used since 704a41127; the snippet's button has no such use, so its definition is reported before too",
                project: ["import SwiftUI\nstruct RoundIconButton: View {\n    let icon: UIImage\n    let size: CGFloat\n    var label: LocalizedStringKey?\n    let action: () -> Void\n    var body: some View {\n        Button(action: action) {\n            Image(uiImage: icon)\n                .resizable()\n                .frame(width: 20, height: 20)\n        }\n        .frame(width: size, height: size)\n        .if(label) { view, label in\n            view.accessibilityLabel(label)\n        }\n    }\n}\nextension View {\n    @ViewBuilder\n    func `if`<T>(_ value: T?, transform: (Self, T) -> some View) -> some View {\n        if let value {\n            transform(self, value)\n        } else {\n            self\n        }\n    }\n}"]),
        FixCase(commit: "protonpass 463752870 (a list's A-Z section index, caption letters a drag gesture scrubs, got leading padding and a content shape to widen what takes the touch)", rule: "target/size",
                before: "VStack {\n    ForEach(letters, id: \\.self) { letter in\n        Text(letter)\n            .font(.caption)\n    }\n}\n.gesture(\n    DragGesture(minimumDistance: 0)\n        .onChanged { jump(to: $0.location) }\n)",
                after: "VStack {\n    ForEach(letters, id: \\.self) { letter in\n        Text(letter)\n            .font(.caption)\n            .padding(.leading)\n            .contentShape(Rectangle())\n    }\n}\n.gesture(\n    DragGesture(minimumDistance: 0)\n        .onChanged { jump(to: $0.location) }\n)",
                fixedLine: 4, reported: false,
                why: "a drag gesture on a stack of texts is not a control the rule sizes, and the letters' size is their text's: nothing before or after (the real file: SectionIndexTitles.swift, the same)"),
    ]

    func testProtonPassLog() {
        let tally = Self.judge(Self.protonPassLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.protonPassLog.count, 3)
        XCTAssertEqual(tally.decidable, 3)
    }
}
#endif
