import ArgumentParser
import Foundation
import SeededRandom

/// SwiftUI source files of the shape real apps have (`--format swift`): one screen a file, its
/// `body` split into `some View` helpers as apps split them, rows in `List`/`ForEach`, buttons
/// with text, SF Symbol and asset-image labels, frames and padding, text styles, system and
/// literal colors, materials, animations and transitions, a view type that reads Reduce Motion,
/// and the usual mistakes at a low rate (a fixed font size, a tap gesture with no button trait,
/// an asset icon with no name, a 28 pt frame, a bouncy spring with no Reduce Motion path). The
/// same seed and index give the same bytes; about 6.7 KB a file, as the 1,400-file corpus of two
/// public apps (9.4 MB) the SwiftUI reader's speed target names.
struct SwiftViewGenerator {
    let seed: UInt64

    func file(index: Int) -> (name: String, text: String) {
        var random = SplitMix64(seed: seed, stream: UInt64(index) &+ 0x5157)
        let name = "Feature\(index / Corpus.filesPerFolder)Screen\(index % Corpus.filesPerFolder)"
        let reducesMotion = random.chance(0.5)
        var text = "import SwiftUI\n\nstruct \(name): View {\n"
        if reducesMotion { text += "    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n" }
        text += "    @State private var expanded = false\n    @State private var selection: Int?\n    let items: [Item]\n\n"
        text += "    struct Item: Identifiable {\n        let id: Int\n        let title: String\n        let detail: String\n    }\n\n"
        let sections = random.int(3...5)
        text += "    var body: some View {\n        NavigationStack {\n            List {\n                header\n"
        for section in 0..<sections { text += "                section\(section)\n" }
        text += "            }\n            .navigationTitle(\"Screen \(index)\")\n        }\n    }\n\n"
        text += header(&random)
        for section in 0..<sections { text += self.section(section, reducesMotion: reducesMotion, random: &random) }
        text += "    private func toggle() {\n"
        text += reducesMotion ? "        withAnimation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.8)) { expanded.toggle() }\n"
            : "        withAnimation(.easeInOut(duration: 0.2)) { expanded.toggle() }\n"
        text += "    }\n}\n"
        return (name, text)
    }

    private func header(_ random: inout SplitMix64) -> String {
        let background = random.pick(["Color(red: 0.95, green: 0.96, blue: 0.98)", "Color(.secondarySystemBackground)", ".thinMaterial", "Color(\"CardBackground\")"])
        return """
                private var header: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Overview")
                            .font(.title2.bold())
                        Text("Everything in this screen at a glance")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    .padding()
                    .background(\(background))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                }


            """
    }

    private func section(_ number: Int, reducesMotion: Bool, random: inout SplitMix64) -> String {
        var text = "    @ViewBuilder\n    private var section\(number): some View {\n        Section(\"Section \(number)\") {\n"
        text += "            ForEach(items) { item in\n                row\(number)(item)\n            }\n"
        for _ in 0..<random.int(1...3) { text += control(reducesMotion: reducesMotion, random: &random) }
        text += "        }\n    }\n\n"
        text += row(number, random: &random)
        return text
    }

    private func row(_ number: Int, random: inout SplitMix64) -> String {
        let font = random.chance(0.05) ? ".system(size: 13)" : random.pick([".body", ".headline", ".callout", ".custom(\"Inter\", size: 16)"])
        let tap = random.chance(0.05) ? "        .onTapGesture { selection = item.id }\n"
            : "        .contentShape(Rectangle())\n        .accessibilityElement(children: .combine)\n        .accessibilityAddTraits(.isButton)\n        .onTapGesture { selection = item.id }\n"
        return """
                private func row\(number)(_ item: Item) -> some View {
                    HStack(spacing: 12) {
                        Image(systemName: "\(random.pick(["star", "bell", "folder", "person.crop.circle", "tray"]))")
                            .foregroundStyle(.tint)
                            .accessibilityHidden(true)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(item.title)
                                .font(\(font))
                            Text(item.detail)
                                .font(.footnote)
                                .foregroundStyle(\(random.pick([".secondary", "Color(white: 0.45)", ".gray"])))
                                .lineLimit(2)
                        }
                        Spacer()
                        Image(systemName: "chevron.right")
                            .font(.footnote.weight(.semibold))
                            .foregroundStyle(.tertiary)
                    }
                    .padding(.vertical, \(random.pick([6, 8, 10])))
            \(tap)    }


            """
    }

    private func control(reducesMotion: Bool, random: inout SplitMix64) -> String {
        switch random.int(0...4) {
        case 0:
            let size = random.chance(0.08) ? 28 : 44
            return "            Button { toggle() } label: {\n                Image(systemName: \"plus.circle\")\n                    .frame(width: \(size), height: \(size))\n            }\n            .buttonStyle(.plain)\n"
        case 1:
            let label = random.chance(0.08) ? "" : "\n            .accessibilityLabel(\"Share\")"
            return "            Button { toggle() } label: {\n                Image(\"share-icon\")\n                    .resizable()\n                    .frame(width: 24, height: 24)\n                    .padding(10)\n            }\(label)\n"
        case 2:
            let animation = reducesMotion ? "reduceMotion ? .none : .bouncy" : (random.chance(0.3) ? ".bouncy" : ".easeInOut(duration: 0.25)")
            return "            Text(expanded ? \"Show less\" : \"Show more\")\n                .font(.callout)\n                .foregroundStyle(Color.accentColor)\n                .scaleEffect(expanded ? 1.05 : 1)\n                .animation(\(animation), value: expanded)\n"
        case 3:
            return "            Toggle(\"Notifications\", isOn: $expanded)\n                .tint(Color(red: 0.2, green: 0.5, blue: 0.9))\n"
        default:
            return "            Label(\"Details\", systemImage: \"info.circle\")\n                .font(.subheadline)\n                .foregroundStyle(.primary)\n                .padding(12)\n                .background(.regularMaterial, in: Capsule())\n"
        }
    }
}

extension GenerateCommand {
    /// `--format swift`: `--files` SwiftUI files, a hundred to a feature folder.
    func generateSwift(into directory: String) throws {
        let start = Clock.now()
        let generator = SwiftViewGenerator(seed: seed)
        var totalBytes = 0
        for index in 0..<files {
            let file = generator.file(index: index)
            let folder = (directory as NSString).appendingPathComponent(String(format: "feature-%02d", index / Corpus.filesPerFolder))
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let data = Data(file.text.utf8)
            try data.write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(file.name + ".swift")))
            totalBytes += data.count
        }
        let manifest = "{\"generator\": \"tokenlint-bench\", \"seed\": \(seed), \"format\": \"swift\", \"files\": \(files), \"bytes\": \(totalBytes)}\n"
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(Corpus.markerName)))
        print(Format.row("corpus", directory))
        print(Format.row("seed", "\(seed), format swift"))
        print(Format.row("files", Format.grouped(files)))
        print(Format.row("bytes", Format.megabytes(totalBytes)))
        print(Format.row("generated in", Format.duration(Clock.seconds(since: start))))
    }
}
