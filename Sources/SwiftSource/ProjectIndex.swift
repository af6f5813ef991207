// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import Diagnostics
import SwiftParser
import SwiftSyntax

/// The project's own declarations that views in other files name (docs/swiftui.md, "The
/// project's own views"), gathered from the run's Swift files before any is linted: the view
/// types that draw only an image with no name (through the project's own container views
/// included), the sizes its button styles give, and `Animation`'s static members.
public struct ProjectIndex: Sendable {
    /// Swift files read for the index at most; the reader's byte bound holds for each.
    public static let maximumFiles = 5_000
    /// Declarations kept at most (view types and animations together).
    public static let maximumEntries = 20_000
    /// How many times one image view may wrap another (`AvatarView` → `AvatarImage` → `Image`),
    /// a container view (`Pill { Icon() }`) counted as one: the rounds of the resolution.
    static let maximumWrapping = 4

    /// What a view type's body draws, read where that is only images and project views.
    indirect enum Leaf: Sendable, Equatable {
        /// An `Image`, a remote image (`AsyncImage`, `LazyImage`, …) or a stored `Image`, with no name.
        case image
        /// The type's own `@ViewBuilder` content (`content()` of `Pill<Content: View>`).
        case content
        /// A project view called with no content (`AvatarImage(url)`).
        case view(String)
        /// A project view called with content (`Pill { Icon() }`): what the content draws,
        /// nil when that is not only images and project views.
        case wrapping(String, [Leaf]?)
    }

    /// Per view type, what its body draws when that is only images, its content and project
    /// views (every branch of an `if` must be).
    private var imageBodies: [String: [Leaf]] = [:]
    /// `extension Animation { static var name … }`: what each member returns.
    public private(set) var animations: [String: ExprSyntax] = [:]
    /// The members and methods whose code reads Reduce Motion (`UIAccessibility.isReduceMotionEnabled`),
    /// directly or through a method of the same extension.
    public private(set) var reduceMotionAnimations: Set<String> = []
    /// The view types whose body is only an image that brings no name, wrapping included.
    public private(set) var unnamedImageViews: Set<String> = []
    /// Generic view types that draw their `@ViewBuilder` content and only unnamed images of
    /// their own (`Pill { content() }.background(…)`): the content is all a person can be told.
    public private(set) var unnamedContainers: Set<String> = []
    /// Button styles whose `makeBody` shows a `Text` (`FormActionButtonStyle(title:)`): a
    /// button in one is named by it.
    public private(set) var titledButtonStyles: Set<String> = []
    /// The project's button styles whose `makeBody` draws a background under the label: what
    /// is under a styled button's text is the style's, which is not read (ButtonStyles.swift).
    public private(set) var paintedButtonStyles: Set<String> = []
    /// What each button style's `makeBody` does to the size of `configuration.label`
    /// (docs/swiftui.md, "frame"), read in ButtonStyles.swift.
    public private(set) var buttonStyleSizes: [String: StyleSize] = [:]
    /// `extension ButtonStyle where Self == Style { static func member… }`: the style each member makes.
    public private(set) var buttonStyleMembers: [String: String] = [:]
    /// View types given a name where they are used (`TrashButton { … }.accessibilityLabel(…)`):
    /// that name is the one of what their body draws.
    public private(set) var labelledAtUse: Set<String> = []
    /// View types whose body is one element VoiceOver announces as a button or link
    /// (`.accessibilityAddTraits(.isButton)` or `.accessibilityAction` on its outermost view), and
    /// functions that build one (`Type.function`: `NotificationCell.backupSeed()`): a tap
    /// gesture on one is activated as that element.
    public private(set) var buttonViews: Set<String> = []
    /// View types whose body draws a control of its own (a `Button`, `NavigationLink`, …): a
    /// tap added beside it with `.simultaneousGesture` goes with what the control does.
    public private(set) var controlViews: Set<String> = []
    /// View types whose body draws a text field (`TextField`, `SecureField`, `TextEditor`): a
    /// tap that puts focus in one is the field's own activation.
    public private(set) var fieldViews: Set<String> = []
    /// `Type.label` for each binding a view hands a project view type (`Player(controlsVisible:
    /// $controlsVisible)`) from a `@State` flag that starts `true` and that an `if` uses to show
    /// controls: toggling it in `Type` hides and shows chrome that is there from the start.
    public private(set) var chromeFlags: Set<String> = []
    /// View types whose body shows text of its own (`Text`, `Label`, a field): a cap on Dynamic
    /// Type written where one is used reaches that text.
    public private(set) var textViews: Set<String> = []
    /// View types hidden from VoiceOver wherever they are used (every use found is
    /// `.accessibilityHidden(true)`, itself or inside a hidden view; previews aside): a tap
    /// inside one is left out on purpose, as when the view hides itself. An element merged with
    /// an action elsewhere is not followed across files: whether its actions reach where a tap
    /// goes is not in the code's shape.
    public private(set) var hiddenWhereUsed: Set<String> = []
    /// The view types used hidden, and those used otherwise at least once (`hiddenWhereUsed`):
    /// any type a call names, bounded on their own so they cannot crowd out the declarations.
    private var hiddenUses: Set<String> = []
    /// The view types used at least once where the platform sizes their controls (a list row,
    /// a toolbar item), each type's farthest-reaching placement (SymbolTargets.swift).
    private(set) var placedTypes: [String: ViewReader.Placement] = [:]
    private var plainUses: Set<String> = []
    private var usesCount: Int { hiddenUses.count + plainUses.count }
    /// View types whose every use found is in a `PreviewProvider` or `#Preview` (`previewUses`
    /// less the others): Xcode's canvas draws them, no screen of the app does, so they are not
    /// read. Empty when the uses outgrew their bound (a plain use may then be missing).
    public private(set) var previewOnlyTypes: Set<String> = []
    private var previewUses: Set<String> = []
    /// Type names called in files the index does not parse (`typeNames`).
    private var outsideUses: Set<String> = []
    /// View types (qualified as declared: `Onboarding.RootView`) shown only in an appearance a
    /// view around every use of them forces (`.preferredColorScheme(.dark)` where the App shows
    /// the onboarding, and the views that onboarding alone uses): not judged for contrast in
    /// an appearance they never show, as a view forcing its own is not.
    public private(set) var forcedSchemeTypes: Set<String> = []
    /// View types (qualified as declared: `Autotune.RootView`) no code of an app builds: in a run
    /// with an app's entry point (`@main`), a type that is not `public` and whose name, or the
    /// name of the type it is nested in, no file writes but where it is declared or extended.
    /// No user meets it, so no rule judges it.
    public private(set) var unbuiltTypes: Set<String> = []
    /// The SwiftUI list views (`Form`, `List`, `Section`) the project declares a type or function
    /// of the same name as, which its code then calls instead (Mlem's `Form` that paints its
    /// palette's rows): their colors are not SwiftUI's (ListBackdrops.swift).
    public private(set) var shadowedListViews: Set<String> = []
    static let listViews: Set<String> = ["Form", "List", "Section"]
    /// The view types the files declare, not `public`: qualified name, and the outermost name a
    /// use of it must write (its own when not nested).
    private var declaredViews: [String: String] = [:]
    /// The capitalized names written anywhere but in a declaration's or extension's name.
    private var mentions: Set<String> = []
    /// Per function of an `extension View` (a modifier the project adds: `.popup(…)`), the
    /// capitalized names written in it: they count as written only if a file calls it.
    private var viaFunctions: [String: Set<String>] = [:]
    /// The lowercase names called anywhere (`.popup(`, `reload(`); `callsOverflowed` when they
    /// outgrew `maximumCalls` (then every such function counts as called).
    private var calls: Set<String> = []
    private var callsOverflowed = false
    static let maximumCalls = 100_000
    /// Whether the run's calls are all known: an app (an `@main` in the run) whose calls stayed
    /// within their bound.
    var callsKnown: Bool { hasAppEntry && !callsOverflowed }
    /// Whether a file calls function `name` of `type` (by its own name): on a value, or in the
    /// type's own code.
    func isCalled(_ name: String, of type: String) -> Bool { calls.contains(name) || calls.contains("\(type).\(name)") }
    /// A type marked `@main` (the app's entry point) is in the run.
    private var hasAppEntry = false
    /// Per type as a call names it, the types its uses are written in where no forced
    /// appearance is around them; and the types with a use under one.
    private var schemeContainers: [String: Set<String>] = [:]
    private var forcedUses: Set<String> = []
    /// What animates a change in the project: what a transition's condition must read to play.
    private(set) var drivers = AnimationDrivers()

    public init() {}

    /// The files' indexes as one, in their order: a later declaration of a name replaces an
    /// earlier one, as when one index reads every file, and the entries stay bounded.
    public init(merging indexes: [ProjectIndex]) {
        for index in indexes {
            for name in index.imageBodies.keys.sorted() where count < Self.maximumEntries || imageBodies[name] != nil {
                imageBodies[name] = index.imageBodies[name]
            }
            for name in index.animations.keys.sorted() where count < Self.maximumEntries || animations[name] != nil {
                animations[name] = index.animations[name]
            }
            reduceMotionAnimations.formUnion(index.reduceMotionAnimations)
            for name in index.titledButtonStyles.sorted() where count < Self.maximumEntries { titledButtonStyles.insert(name) }
            for name in index.paintedButtonStyles.sorted() where count < Self.maximumEntries { paintedButtonStyles.insert(name) }
            for name in index.labelledAtUse.sorted() where count < Self.maximumEntries { labelledAtUse.insert(name) }
            for name in index.buttonStyleSizes.keys.sorted() where count < Self.maximumEntries || buttonStyleSizes[name] != nil {
                buttonStyleSizes[name] = index.buttonStyleSizes[name]
            }
            for name in index.buttonStyleMembers.keys.sorted() where count < Self.maximumEntries || buttonStyleMembers[name] != nil {
                buttonStyleMembers[name] = index.buttonStyleMembers[name]
            }
            for name in index.buttonViews.sorted() where count < Self.maximumEntries { buttonViews.insert(name) }
            for name in index.controlViews.sorted() where count < Self.maximumEntries { controlViews.insert(name) }
            for name in index.fieldViews.sorted() where count < Self.maximumEntries { fieldViews.insert(name) }
            for name in index.chromeFlags.sorted() where count < Self.maximumEntries { chromeFlags.insert(name) }
            for name in index.textViews.sorted() where count < Self.maximumEntries { textViews.insert(name) }
            for name in index.hiddenUses.sorted() where usesCount < Self.maximumEntries { hiddenUses.insert(name) }
            // A plain use is kept whenever a hidden one is: dropping it would exempt the type.
            for name in index.plainUses.sorted() where usesCount < Self.maximumEntries || hiddenUses.contains(name) { plainUses.insert(name) }
            for name in index.previewUses.sorted() where previewUses.count < Self.maximumEntries { previewUses.insert(name) }
            for name in index.outsideUses.sorted() where outsideUses.count < Self.maximumEntries { outsideUses.insert(name) }
            for (name, outer) in index.declaredViews.sorted(by: { $0.key < $1.key }) where declaredViews.count < Self.maximumEntries {
                declaredViews[name] = outer
            }
            // Past the bound a name may be missing: then no type is taken for unbuilt (`resolve`).
            for name in index.mentions.sorted() where mentions.count <= Self.maximumEntries { mentions.insert(name) }
            for (function, names) in index.viaFunctions.sorted(by: { $0.key < $1.key }) where viaFunctions.count < Self.maximumEntries || viaFunctions[function] != nil {
                viaFunctions[function, default: []].formUnion(names)
            }
            noteCalls(index.calls)
            callsOverflowed = callsOverflowed || index.callsOverflowed
            hasAppEntry = hasAppEntry || index.hasAppEntry
            shadowedListViews.formUnion(index.shadowedListViews)
            drivers.merge(index.drivers)
            for (name, placement) in index.placedTypes.sorted(by: { $0.key < $1.key }) where placedTypes.count < Self.maximumEntries || placedTypes[name] != nil {
                placedTypes[name] = max(placedTypes[name] ?? placement, placement)
            }
            for name in index.forcedUses.sorted() where forcedUses.count < Self.maximumEntries { forcedUses.insert(name) }
            for (name, containers) in index.schemeContainers.sorted(by: { $0.key < $1.key })
            where schemeContainers.count < Self.maximumEntries || schemeContainers[name] != nil {
                schemeContainers[name, default: []].formUnion(containers)
            }
        }
        resolve()
    }

    /// What makes a file worth parsing: a view body, an `Animation` extension, button styles,
    /// names given and traits added, previews; what animates a change and the view models whose
    /// functions it calls (AnimationDrivers).
    static let parseWords = ["var body", "extension Animation", "extension SwiftUI.Animation", "ButtonStyle", ".accessibilityLabel(", ".accessibilityAddTraits(",
                             ".accessibilityAction", "#Preview", "PreviewProvider", "withAnimation", "withTransaction", ".animation(", "animation:",
                             "ObservableObject", "@Observable", "@Published"]

    /// Reads one Swift file's declarations; a file with neither a view body nor an
    /// `Animation` extension is not parsed.
    public mutating func add(bytes: [UInt8]) {
        // Words each kind of declaration must write, so that generated mocks and strings (a
        // third of a large app's bytes) are not parsed twice.
        guard SwiftReader.occursAny(Self.parseWords, in: bytes), count < Self.maximumEntries else {
            // A view shown from UIKit code (`UIHostingController(rootView: AboutView())`) is
            // used there: such a file's calls are found by their bytes, not parsed.
            let names = Self.typeNames(in: bytes)
            for name in names.called where outsideUses.count < Self.maximumEntries { outsideUses.insert(name) }
            for name in names.written where mentions.count <= Self.maximumEntries { mentions.insert(name) }
            noteCalls(names.calls)
            // An app delegate marked `@UIApplicationMain` or `@main` holds no view.
            hasAppEntry = hasAppEntry || SwiftReader.occursAny(["@UIApplicationMain", "@main\n", "@main "], in: bytes)
            return
        }
        let tree = SwiftReader.parse(bytes)
        for item in tree.statements {
            add(Syntax(item.item), depth: 0, outer: nil)
            if let name = Self.declaredName(item.item), Self.listViews.contains(name), Self.shadows(item.item) { shadowedListViews.insert(name) }
        }
        // Ancestors are walked only where the words that decide them occur.
        noteUses(tree, bytes: bytes, mayHide: SwiftReader.occurs("accessibilityHidden", in: bytes), mayPreview: SwiftReader.occurs("Preview", in: bytes))
        resolve()
    }

    /// The name a top-level type, type alias or function is declared with.
    static func declaredName(_ item: CodeBlockItemSyntax.Item) -> String? {
        item.as(DeclSyntax.self)?.asProtocol(NamedDeclSyntax.self)?.name.text
    }

    /// Whether a declaration takes the place of SwiftUI's view of its name where that is called
    /// with its content alone (`Form { … }`): a type does; a function only when all its
    /// parameters but one have defaults (Swiftfin's `Form(systemImage:content:)` does not).
    static func shadows(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard let function = item.as(FunctionDeclSyntax.self) else { return true }
        return function.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count <= 1
    }

    /// The capitalized names in `bytes`, comments and strings included: those written as a call
    /// (`Name(`, `Name {`, `Name.init`; more uses only make fewer types preview-only), and those
    /// written anywhere but as the name a type is declared or extended with (`mentions`); and
    /// the functions called (`.popup(`, `reload(`).
    static func typeNames(in bytes: [UInt8]) -> (called: Set<String>, written: Set<String>, calls: Set<String>) {
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var names: Set<String> = [], written: Set<String> = [], calls: Set<String> = []
        var index = 0
        while index < bytes.count {
            // `name(`, `.name(`: a function a file calls (`calls`; a declaration's `func name(`
            // counts too, which only keeps views).
            if bytes[index] >= 0x61, bytes[index] <= 0x7A, index == 0 || !isWord(bytes[index - 1]) {
                let start = index
                while index < bytes.count, isWord(bytes[index]) { index += 1 }
                if index < bytes.count, bytes[index] == 0x28 { calls.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
                continue
            }
            guard bytes[index] >= 0x41, bytes[index] <= 0x5A, index == 0 || !isWord(bytes[index - 1]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWord(bytes[index]) { index += 1 }
            var next = index
            while next < bytes.count, bytes[next] == 0x20 { next += 1 }
            let called = next < bytes.count && (bytes[next] == 0x28 || bytes[next] == 0x7B
                || (bytes[next] == 0x2E && bytes[next...].starts(with: Array(".init".utf8))))
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if called { names.insert(name) }
            if !declares(before: start) { written.insert(name) }
        }
        return (names, written, calls)

        // `struct Name`, `extension Name`: the name a type is declared or extended with.
        func declares(before start: Int) -> Bool {
            var end = start
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            var first = end
            while first > 0, isWord(bytes[first - 1]) { first -= 1 }
            return first < end && Self.declarationKeywords.contains(String(decoding: bytes[first..<end], as: UTF8.self))
        }
    }

    private static let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension", "typealias"]

    /// Whether `.buttonStyle(style)` names the button with a title its style shows.
    func namesButtons(_ style: ExprSyntax?) -> Bool {
        styleName(style).map(titledButtonStyles.contains) ?? false
    }

    private var count: Int {
        imageBodies.count + animations.count + titledButtonStyles.count + paintedButtonStyles.count + labelledAtUse.count + buttonStyleSizes.count + buttonStyleMembers.count
            + buttonViews.count + controlViews.count + fieldViews.count + chromeFlags.count + textViews.count
    }

    private mutating func add(_ node: Syntax, depth: Int, outer: String?) {
        guard depth < 8, count < Self.maximumEntries,
              let name = ViewReader.typeName(node), let group = node.declGroup else { return }
        let members = group.memberBlock.members.map(\.decl)
        let qualified = outer.map { "\($0).\(name)" } ?? name
        if group.attributes.contains(where: { $0.trimmedText == "@main" || $0.trimmedText == "@UIApplicationMain" }) { hasAppEntry = true }
        if !node.is(ExtensionDeclSyntax.self), !group.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }),
           members.contains(where: { ViewReader.viewMember($0)?.name == "body" }), declaredViews.count < Self.maximumEntries {
            declaredViews[qualified] = outer.map { String($0.prefix { $0 != "." }) } ?? name
        }
        if name == "Animation" || name == "SwiftUI.Animation" { addAnimations(members) }
        let generics = Set(node.as(StructDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text) ?? [])
        if let leaves = Self.imageBody(members, generics: generics) { imageBodies[name] = leaves }
        if Self.isButtonBody(members) { buttonViews.insert(name) }
        for function in members.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }) where count < Self.maximumEntries {
            if let statements = function.body?.statements, Self.isButtonElement(statements, depth: 0) { buttonViews.insert("\(name).\(function.name.text)") }
        }
        if let body = members.lazy.compactMap(ViewReader.viewMember).first(where: { $0.name == "body" }) {
            // One pass over the body's tokens for the kinds of view it draws.
            var control = false, field = false, text = false
            for token in Syntax(body.statements).tokens(viewMode: .sourceAccurate) where !(control && field && text) {
                let kind = ViewKind(token.text)
                control = control || kind.isControl
                field = field || kind == .textField
                text = text || kind.showsText
            }
            if control { controlViews.insert(name) }
            if field { fieldViews.insert(name) }
            if text { textViews.insert(name) }
        }
        let isButtonStyle = group.inheritanceClause?.inheritedTypes
            .contains { ["ButtonStyle", "PrimitiveButtonStyle"].contains($0.type.trimmedText) } ?? false
        let makeBody = members.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first { $0.name.text == "makeBody" }
        if isButtonStyle, let makeBody {
            if ViewReader.mentions(Syntax(makeBody), ["Text"]) { titledButtonStyles.insert(name) }
            if ViewReader.mentions(Syntax(makeBody), ["background"]) { paintedButtonStyles.insert(name) }
            if group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "ButtonStyle" }) == true {
                buttonStyleSizes[name] = Self.styleSize(makeBody)
            }
        }
        if name == "ButtonStyle" || name == "SwiftUI.ButtonStyle", let style = Self.constrainedStyle(node) {
            for member in Self.staticMembers(members) { buttonStyleMembers[member] = style }
        }
        if node.is(StructDeclSyntax.self) { addChromeFlags(node, members) }
        for member in members { add(Syntax(member), depth: depth + 1, outer: qualified) }
    }

    /// The bindings of a view's chrome flags it hands to project view types (`chromeFlags`).
    private mutating func addChromeFlags(_ node: Syntax, _ members: [DeclSyntax]) {
        var startTrue: Set<String> = []
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) where variable.attributes.trimmedText.containsText("@State") {
            for binding in variable.bindings where binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { startTrue.insert(name) }
            }
        }
        guard !startTrue.isEmpty else { return }
        var shown: Set<String> = []
        var handed: [(callee: String, label: String, flag: String)] = []
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
            // `if showControls { … Button … }`: the flag alone is the condition.
            if startTrue.contains(token.text), let condition = token.parent?.parent?.as(ConditionElementSyntax.self),
               condition.condition.trimmedText == token.text, let branch = condition.parent?.parent?.as(IfExprSyntax.self),
               branch.body.tokens(viewMode: .sourceAccurate).contains(where: { ViewKind($0.text).isControl }) {
                shown.insert(token.text)
            }
            // `Player(controlsVisible: $controlsVisible)`.
            if token.text.hasPrefix("$"), startTrue.contains(String(token.text.dropFirst())),
               let argument = token.parent?.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee.startsUppercase {
                handed.append((callee, label, String(token.text.dropFirst())))
            }
        }
        for use in handed where shown.contains(use.flag) && count < Self.maximumEntries { chromeFlags.insert("\(use.callee).\(use.label)") }
    }

    private static let reduceMotionWords: Set<String> = ["isReduceMotionEnabled", "accessibilityReduceMotion"]

    private mutating func addAnimations(_ members: [DeclSyntax]) {
        // Methods first (twice: one may call another declared below it): a member or a call
        // (`.spring().disabledIfReduceMotion()`) of one reading Reduce Motion chooses by it too.
        var readers = Self.reduceMotionWords
        for _ in 0..<2 {
            for member in members {
                if let function = member.as(FunctionDeclSyntax.self), ViewReader.mentions(Syntax(function), readers) { readers.insert(function.name.text) }
            }
        }
        reduceMotionAnimations.formUnion(readers.subtracting(Self.reduceMotionWords))
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value ?? Self.returned(binding.accessorBlock) else { continue }
                animations[name] = value
                if ViewReader.mentions(Syntax(binding), readers) { reduceMotionAnimations.insert(name) }
            }
        }
    }

    /// The expression a getter returns: its only expression, or its last `return`'s value.
    private static func returned(_ accessors: AccessorBlockSyntax?) -> ExprSyntax? {
        guard case .getter(let items)? = accessors?.accessors, let last = items.last?.item else { return nil }
        return ViewReader.yielded(last)
    }

    /// What `var body: some View` draws when it is only images, its content or project views:
    /// nil when it draws anything else or gives itself a name or hides itself.
    private static func imageBody(_ members: [DeclSyntax], generics: Set<String>) -> [Leaf]? {
        var names = BodyNames()
        var body: CodeBlockItemListSyntax?
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation?.type.trimmedText ?? ""
                if type == "Image" { names.storedImages.insert(name) }
                // `let content: Content`, `@ViewBuilder var content: () -> Content` of `<Content: View>`.
                let drawn = type.hasPrefix("() -> ") ? String(type.dropFirst(6)) : type
                if generics.contains(drawn) { names.content.insert(name) }
                if name == "body", ViewReader.isViewType(type), case .getter(let items)? = binding.accessorBlock?.accessors { body = items }
            }
        }
        guard let body, !namesOrHides(Syntax(body)) else { return nil }
        return leaves(body, names, depth: 0)
    }

    /// A view's stored images and its own content, by property name.
    private struct BodyNames {
        var storedImages: Set<String> = []
        var content: Set<String> = []
    }

    /// Whether a body gives a name or hides something: a `Text`, a `Label`, an accessibility
    /// label or representation, hiding, or an element that does not only combine or contain
    /// its children (`.accessibilityElement(children: .combine)` names nothing of its own).
    private static func namesOrHides(_ body: Syntax) -> Bool {
        if ViewReader.mentions(body, ["accessibilityLabel", "accessibility", "accessibilityHidden", "accessibilityRepresentation", "Text", "Label"]) {
            return true
        }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("accessibilityElement") else { return false }
            let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            let children = call?.arguments.first { $0.label?.text == "children" }?.expression.trimmedText
            return children != ".combine" && children != ".contain"
        }
    }

    private static func leaves(_ statements: CodeBlockItemListSyntax, _ names: BodyNames, depth: Int) -> [Leaf]? {
        guard depth < 8, !statements.isEmpty else { return nil }
        var result: [Leaf] = []
        for item in statements {
            guard let expression = ViewReader.yielded(item.item), let inner = leaves(expression, names, depth: depth + 1) else { return nil }
            result += inner
        }
        return result
    }

    private static func leaves(_ expression: ExprSyntax, _ names: BodyNames, depth: Int) -> [Leaf]? {
        guard depth < 16 else { return nil }
        if let branch = expression.as(IfExprSyntax.self) {
            guard var result = leaves(branch.body.statements, names, depth: depth + 1) else { return nil }
            switch branch.elseBody {
            case .ifExpr(let next)?: guard let more = leaves(ExprSyntax(next), names, depth: depth + 1) else { return nil }; result += more
            case .codeBlock(let block)?: guard let more = leaves(block.statements, names, depth: depth + 1) else { return nil }; result += more
            case nil: break
            }
            return result
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               member.declName.baseName.text.startsLowercase, base.trimmedText != "self" {
                guard !drawsViews(call) else { return nil }
                return leaves(base, names, depth: depth + 1)  // a modifier
            }
            return leaves(call, names, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, !ViewReader.isSelf(base),
           member.declName.baseName.text.startsLowercase, !names.storedImages.contains(member.declName.baseName.text) {
            return leaves(base, names, depth: depth + 1)  // `image.resizable` read as a property
        }
        let reference = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(ViewReader.isSelf) == true ? $0.declName.baseName.text : nil }
        if let reference, names.storedImages.contains(reference) { return [.image] }
        if let reference, names.content.contains(reference) { return [.content] }
        return nil
    }

    /// One pass over the file's tokens: each use of a project view type (`Name(…)` in a view's
    /// code) as hidden or plain (`hiddenWhereUsed`), the types named where used, the functions
    /// called, and what animates a change (`drivers`).
    private mutating func noteUses(_ tree: SourceFileSyntax, bytes: [UInt8], mayHide: Bool, mayPreview: Bool) {
        let modifiers = Self.viewExtensionFunctions(tree)
        var called: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let kind = token.tokenKind
            drivers.note(token, kind: kind)
            guard case .identifier(let name) = kind else { continue }
            // A call's name is followed by `(` or `{` (its bytes tell, without walking the tree).
            if name.startsLowercase, Self.opensCall(bytes, after: token.endPositionBeforeTrailingTrivia.utf8Offset),
               let call = Self.call(token) { called.insert(call) }
            if name == "accessibilityLabel" {
                noteLabelled(token)
                continue
            }
            if name.startsUppercase { noteSchemeUse(token) }
            // A name written anywhere but as the name a type is declared or extended with.
            if name.startsUppercase, !Self.namesDeclaration(token) {
                if let function = modifiers.first(where: { $0.range.contains(token.position) })?.name {
                    if viaFunctions.count < Self.maximumEntries || viaFunctions[function] != nil { viaFunctions[function, default: []].insert(name) }
                } else if mentions.count <= Self.maximumEntries {
                    mentions.insert(name)
                }
            }
            guard name.startsUppercase, let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id, ViewKind(name) == .custom else { continue }
            if placedTypes[name] != .bar, placedTypes.count < Self.maximumEntries || placedTypes[name] != nil,
               let placement = ViewReader.Placement.of(Syntax(call)) {
                placedTypes[name] = max(placedTypes[name] ?? placement, placement)
            }
            // A type used plainly once is not hidden wherever used, whatever its other uses.
            guard !plainUses.contains(name), usesCount < Self.maximumEntries || hiddenUses.contains(name) else { continue }
            if mayPreview, Self.isInPreview(call) {
                if previewUses.count < Self.maximumEntries { previewUses.insert(name) }
                continue
            }
            if mayHide, Self.isHiddenUse(call) { hiddenUses.insert(name) } else { plainUses.insert(name) }
        }
        noteCalls(called)
    }

    /// The functions of the file's `extension View` that are not public, and where each is.
    private static func viewExtensionFunctions(_ tree: SourceFileSyntax) -> [(name: String, range: Range<AbsolutePosition>)] {
        var result: [(name: String, range: Range<AbsolutePosition>)] = []
        for item in tree.statements {
            guard let extended = item.item.as(ExtensionDeclSyntax.self), ["View", "SwiftUI.View"].contains(extended.extendedType.trimmedText),
                  !extended.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) else { continue }
            for member in extended.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      !function.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) else { continue }
                result.append((function.name.text, function.position..<function.endPosition))
            }
        }
        return result
    }

    /// Whether the first byte after `offset` that is not a space opens arguments or a closure.
    private static func opensCall(_ bytes: [UInt8], after offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        return index < bytes.count && (bytes[index] == 0x28 || bytes[index] == 0x7B)
    }

    /// What a call names when `token` is the name it calls: `popup` of `.popup(` on any value,
    /// `Toast.closeButton` of `closeButton()` or `self.closeButton()` written in `Toast` (a call
    /// on `self` reaches only its own type's function); nil when the token is no call's name.
    private static func call(_ token: TokenSyntax) -> String? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        let member = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? $0 : nil }
        let called = member.map(ExprSyntax.init) ?? ExprSyntax(reference)
        guard called.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == called.id else { return nil }
        guard member == nil || member?.base.map(ViewReader.isSelf) == true else { return token.text }
        for (_, parent) in Syntax(token).ancestors(withinDeclaration: false) {
            if let type = ViewReader.typeName(parent) { return "\(type.split(separator: ".").last ?? "").\(token.text)" }
        }
        return token.text
    }

    private mutating func noteCalls(_ names: Set<String>) {
        guard !callsOverflowed else { return }
        calls.formUnion(names)
        if calls.count > Self.maximumCalls {
            calls = []
            callsOverflowed = true
        }
    }

    /// Whether a token is the name a type is declared with (`struct Row`) or a name in the type
    /// an extension extends (`extension Autotune.StateModel`).
    private static func namesDeclaration(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        if node?.declGroup != nil { return true }
        while let type = node, type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) { node = type.parent }
        return node?.is(ExtensionDeclSyntax.self) ?? false
    }

    /// A call of a project view type (`Name(…)`, `Namespace.Name(…)`): whether a view around it
    /// forces the appearance, else which type the call is written in (`schemeContainers`).
    private mutating func noteSchemeUse(_ token: TokenSyntax) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return }
        let called = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? ExprSyntax($0) : nil }
            ?? ExprSyntax(reference)
        guard let call = called.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == called.id,
              ViewKind(token.text) == .custom, schemeContainers.count < Self.maximumEntries || schemeContainers[called.trimmedText] != nil
        else { return }
        let name = called.trimmedText
        var container: [String] = []
        var forced = false
        // One walk to the file: a forcing modifier around the call, the types it is written in,
        // and a preview (a use there is not where the app shows the view).
        for (child, parent) in Syntax(call).ancestors(withinDeclaration: false) {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == child.id, Self.forcesScheme(member) { forced = true }
            if Self.isPreview(parent) { return }
            if let type = ViewReader.typeName(parent) { container.insert(type, at: 0) }
        }
        if forced {
            forcedUses.insert(name)
            return
        }
        schemeContainers[name, default: []].insert(container.joined(separator: "."))
    }

    /// `.preferredColorScheme(.dark)`, `.colorScheme(.light)`, `.environment(\.colorScheme, .dark)`
    /// (a helper given `.dark` included): a modifier that fixes the appearance of what it modifies.
    private static func forcesScheme(_ member: MemberAccessExprSyntax) -> Bool {
        guard let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id else { return false }
        let name = member.declName.baseName.text
        guard name == "preferredColorScheme" || name == "colorScheme"
                || (name == "environment" && modifier.arguments.first?.expression.trimmedText == "\\.colorScheme") else { return false }
        return modifier.arguments.tokens(viewMode: .sourceAccurate).contains { $0.text == "dark" || $0.text == "light" }
    }

    /// `Name(…).accessibilityLabel(…)`, `Name { … }.accessibilityLabel(…)`: `labelledAtUse`.
    private mutating func noteLabelled(_ token: TokenSyntax) {
        guard let base = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
              let called = base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              called.startsUppercase, ViewKind(called) == .custom, count < Self.maximumEntries else { return }
        labelledAtUse.insert(called)
    }

    /// A use in a `PreviewProvider` or `#Preview`: Xcode's canvas, which no user reaches.
    private static func isInPreview(_ call: FunctionCallExprSyntax) -> Bool {
        Syntax(call).ancestors(withinDeclaration: false).contains { isPreview($1) }
    }

    /// A `PreviewProvider` type or a `#Preview`.
    private static func isPreview(_ node: Syntax) -> Bool {
        ViewReader.isPreview(node) || node.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
            || node.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
    }

    /// Whether a view is hidden from VoiceOver where it is written: `.accessibilityHidden(true)`
    /// among its own modifiers or an enclosing view's, up to the declaration.
    private static func isHiddenUse(_ call: FunctionCallExprSyntax) -> Bool {
        Syntax(call).ancestors(withinDeclaration: true).contains { child, parent in
            guard let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
                  let modifier = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return member.declName.baseName.text == "accessibilityHidden"
                && modifier.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }

    /// Whether `var body` is one view (in every branch of an `if`) whose own modifiers, outside
    /// in, give it the button or link trait or an accessibility action.
    private static func isButtonBody(_ members: [DeclSyntax]) -> Bool {
        for member in members {
            guard let binding = member.as(VariableDeclSyntax.self)?.bindings.first(where: {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }),
                  case .getter(let items)? = binding.accessorBlock?.accessors else { continue }
            return isButtonElement(items, depth: 0)
        }
        return false
    }

    private static func isButtonElement(_ items: CodeBlockItemListSyntax, depth: Int) -> Bool {
        guard items.count == 1, let expression = items.first.flatMap({ ViewReader.yielded($0.item) }) else { return false }
        return isButtonElement(expression, depth: depth)
    }

    private static func isButtonElement(_ expression: ExprSyntax, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        if let branch = expression.as(IfExprSyntax.self) {
            guard isButtonElement(branch.body.statements, depth: depth + 1) else { return false }
            switch branch.elseBody {
            case .ifExpr(let next)?: return isButtonElement(ExprSyntax(next), depth: depth + 1)
            case .codeBlock(let block)?: return isButtonElement(block.statements, depth: depth + 1)
            case nil: return true
            }
        }
        // Down the modifier chain: `View(…).a(…).b(…)` is read from `b` to `a`.
        var expression = expression
        for _ in 0..<64 {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let modifier = call.calledExpression.as(MemberAccessExprSyntax.self), let base = modifier.base else { break }
            let name = modifier.declName.baseName.text
            if name == "accessibilityAddTraits", ViewReader.mentions(Syntax(call.arguments), ["isButton", "isLink"]) { return true }
            if name.hasPrefix("accessibilityAction") { return true }
            expression = base
        }
        return false
    }

    /// What a modifier is given: its arguments and closures (not the view it modifies).
    static func contents(of modifier: FunctionCallExprSyntax) -> [Syntax] {
        var parts: [Syntax] = [Syntax(modifier.arguments)]
        if let closure = modifier.trailingClosure { parts.append(Syntax(closure)) }
        return parts + modifier.additionalTrailingClosures.map { Syntax($0) }
    }

    /// Whether a modifier draws views other than shapes and colors (`.overlay { CountBadge() }`,
    /// `.background { HStack { … } }`): what they show, text or a symbol's name, is not read here.
    static func drawsViews(_ modifier: FunctionCallExprSyntax) -> Bool {
        let name = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        guard ["overlay", "background", "safeAreaInset"].contains(name) else { return false }
        return contents(of: modifier).contains { part in
            part.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let called) = token.tokenKind, called.startsUppercase,
                      token.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == called else { return false }
                // Shapes, colors and the values they take (`StrokeStyle(…)`, `LinearGradient(…)`) show nothing to name.
                return ![.shape, .color].contains(ViewKind(called)) && !["Gradient", "Style", "UIColor", "CGFloat"].contains { called.hasSuffix($0) }
            }
        }
    }

    /// A view's initializer: an image, the type's content called (`content()`), or a project view.
    private static func leaves(_ call: FunctionCallExprSyntax, _ names: BodyNames, depth: Int) -> [Leaf]? {
        let name = call.calledExpression.trimmedText
        if ViewKind(name) == .image {
            // An SF Symbol brings SwiftUI's automatic label; `decorative:` is hidden on purpose.
            let named = call.arguments.contains { ["systemName", "decorative", "label"].contains($0.label?.text ?? "") }
            return named ? nil : [.image]
        }
        if names.content.contains(name.hasPrefix("self.") ? String(name.dropFirst(5)) : name), call.arguments.isEmpty { return [.content] }
        guard name.startsUppercase, ViewKind(name) == .custom else { return nil }
        // Content given as the trailing closure or `content:`; more closures are not read.
        let given = call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        guard let given else { return [.view(name)] }
        let inner = call.additionalTrailingClosures.isEmpty ? leaves(given.statements, names, depth: depth + 1) : nil
        return [.wrapping(name, inner)]
    }

    /// The view types hidden wherever they are used, and the image views and containers, a view
    /// wrapping them included (to `maximumWrapping` levels).
    /// Both sets only grow from round to round, so the rounds stop at their fixed point or at
    /// `maximumWrapping`, whichever is first.
    private mutating func resolve() {
        drivers.resolve()
        hiddenWhereUsed = hiddenUses.subtracting(plainUses)
        // A name written only in a modifier function no file calls is not written.
        var written = mentions
        // A bare call (`popup(…)` in a view's own code) is kept as `Type.popup`.
        let bareCalls = Set(calls.compactMap { $0.split(separator: ".").count == 2 ? String($0.split(separator: ".")[1]) : nil })
        for (function, names) in viaFunctions where callsOverflowed || calls.contains(function) || bareCalls.contains(function) { written.formUnion(names) }
        unbuiltTypes = hasAppEntry && mentions.count <= Self.maximumEntries
            ? Set(declaredViews.filter { qualified, outer in
                !written.contains(String(qualified.split(separator: ".").last ?? "")) || !written.contains(outer)
            }.keys) : []
        previewOnlyTypes = usesCount < Self.maximumEntries && outsideUses.count < Self.maximumEntries
            ? previewUses.subtracting(plainUses).subtracting(hiddenUses).subtracting(outsideUses) : []
        // A type is forced when every use of it is forced or written in a forced type; the
        // rounds stop at the fixed point or at 16 levels of views.
        var forced: Set<String> = []
        for _ in 0..<16 {
            let next = Set(forcedUses.union(schemeContainers.keys).filter { name in
                (schemeContainers[name] ?? []).allSatisfy { forced.contains($0) }
            })
            if next == forced { break }
            forced = next
        }
        forcedSchemeTypes = forced
        var images: Set<String> = [], containers: Set<String> = []
        for _ in 0...Self.maximumWrapping {
            var nextImages: Set<String> = [], nextContainers: Set<String> = []
            for (name, leaves) in imageBodies {
                if leaves.allSatisfy({ Self.unnamed($0, content: false, images, containers) }) {
                    nextImages.insert(name)
                } else if leaves.allSatisfy({ Self.unnamed($0, content: true, images, containers) }) {
                    nextContainers.insert(name)  // passes only with its content: a container
                }
            }
            if nextImages == images, nextContainers == containers { break }
            (images, containers) = (nextImages, nextContainers)
        }
        unnamedImageViews = images
        unnamedContainers = containers
    }

    /// Whether a leaf draws only images with no name, given the views known so far; `content`
    /// whether the type's own content counts as such (reading a container).
    private static func unnamed(_ leaf: Leaf, content: Bool, _ images: Set<String>, _ containers: Set<String>) -> Bool {
        switch leaf {
        case .image: return true
        case .content: return content
        case .view(let name): return images.contains(name)
        case .wrapping(let name, let inner):
            // An image view ignores what it is given; a container draws it, so it must be unnamed too.
            if images.contains(name) { return true }
            guard containers.contains(name), let inner else { return false }
            return inner.allSatisfy { unnamed($0, content: content, images, containers) }
        }
    }

    /// What the cache key holds of the index: its entries in a fixed order.
    public var summary: [UInt8] {
        let styles = buttonStyleSizes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.summary)" }
            + buttonStyleMembers.sorted { $0.key < $1.key }.map { ".\($0.key)=\($0.value)" }
        let placed = Set(placedTypes.map { "\($0.key)=\($0.value.rawValue)" })
        let views = [unnamedImageViews, titledButtonStyles, paintedButtonStyles, labelledAtUse, buttonViews, controlViews, fieldViews, chromeFlags, textViews, hiddenWhereUsed, Set(styles), placed,
                     forcedSchemeTypes, previewOnlyTypes, unbuiltTypes, shadowedListViews].map { $0.sorted().joined(separator: " ") }.joined(separator: "\n")
        let motion = animations.sorted { $0.key < $1.key }.map { name, value in
            "\(name)=\(value.trimmedText)\(reduceMotionAnimations.contains(name) ? " reduce" : "")"
        }
        return Array((views + "\n--\n" + motion.joined(separator: "\n") + "\n--\n" + drivers.summary).utf8)
    }
}
#endif
