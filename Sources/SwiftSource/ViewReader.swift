// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import Diagnostics
import SwiftSyntax

/// Turns the view members of a file's types into components (docs/swiftui.md, "Mapping").
struct ViewReader {
    let file: String
    let converter: SourceLocationConverter
    let options: SwiftOptions
    let colors: AssetColors
    /// The project's own image views and animations (other files' declarations).
    let project: ProjectIndex
    /// `static let`/`let` initializers of the file by name (`brand`, `Theme.brand`): the colors,
    /// fonts and sizes views name instead of writing them.
    var constants: [String: ExprSyntax] = [:]
    /// Per view type: the names that read Reduce Motion.
    var scope = TypeScope()
    /// The member being read (`ComposeButton.body`): the prefix of its components' ids.
    var member = ""
    private var componentCount = 0
    /// Ids already given in the current member, for `#2`, `#3`, …
    var usedIds: [String: Int] = [:]
    /// The view members of the file's types, by qualified type name and member name: a
    /// control's label that names one is read through it (MemberLabels.swift).
    var viewMembers: [String: [String: CodeBlockItemListSyntax]] = [:]
    /// How many controls' label closures the views being read are in.
    var labelDepth = 0
    /// The members being followed into a label, outermost first (for cycles and the bound).
    var following: [String] = []
    /// Modifiers read so far that draw views the reader does not read (`.overlay { … }`).
    var unreadDrawings = 0
    /// A `PreviewProvider`: Xcode's canvas draws it while the code is written; no one who uses
    /// the app sees it, so no rule judges it (nor a type nested in it).
    static func isPreview(_ node: Syntax) -> Bool {
        // Names compared before any text is made: this runs on every ancestor of a use.
        node.declGroup?.inheritanceClause?.inheritedTypes.contains { inherited in
            if let plain = inherited.type.as(IdentifierTypeSyntax.self) { return plain.name.text == "PreviewProvider" && plain.genericArgumentClause == nil }
            guard let member = inherited.type.as(MemberTypeSyntax.self), member.name.text == "PreviewProvider" else { return false }
            return member.trimmedText == "SwiftUI.PreviewProvider"
        } ?? false
    }

    /// The file's view members no user meets (`unreachedMembers`): not read.
    private var unreachedMembers: Set<String> = []
    /// The members of each type the file declares at its top level, for its extensions.
    private(set) var declaredTypes: [String: MemberBlockItemListSyntax] = [:]
    /// The view types the file draws into an image (`renderedToImages`).
    private var drawnToImages: Set<String> = []
    /// The nearest `.buttonStyle(…)` around the views being read, when it is the project's own.
    private var buttonStyle: ProjectButtonStyle?
    /// The nearest `.buttonStyle(…)` around the views being read, as written (`.plain`): the
    /// system's plain and borderless styles draw nothing around a label (SymbolTargets.swift).
    var writtenButtonStyle: String?
    /// Whether the nearest `.labelStyle(…)` around the views being read is `.iconOnly`.
    var labelStyleIsIconOnly = false
    /// Where the views being read are placed, when the platform sizes their controls (a list
    /// row, a toolbar): from the member's or type's uses, or a `List` or `Form` around them.
    var placement: Placement?
    /// The file's view members named in a list, a form or a toolbar (`placedMembers`).
    private var placedMembers: [String: Placement] = [:]
    /// The file's view members every use of which is a grouped `Form`'s rows (ListBackdrops.swift).
    private var rowMembers: Set<String> = []
    /// The file is built for iOS, where a grouped list's colors are known (ListBackdrops.swift).
    var systemBackdrops = false
    /// How many modifiers around the views being read may paint under them or restyle a list.
    var backdropChangers = 0
    /// The nearest `.listStyle(…)` or `.formStyle(…)` around the views being read, as written.
    var writtenListStyle: String?
    /// The views being read are in a grouped list's content (its sections mark their rows).
    var inGroupedList = false
    /// The ids of the member's views that a modifier which may paint or restyle modifies.
    var restyled: Set<String> = []
    /// The ids of the member's views made by sections' headers and footers.
    var sectionTitles: Set<String> = []

    init(file: String, converter: SourceLocationConverter, options: SwiftOptions, colors: AssetColors = AssetColors(),
         project: ProjectIndex = ProjectIndex()) {
        self.file = file
        self.converter = converter
        self.options = options
        self.colors = colors
        self.project = project
    }

    struct TypeScope {
        var name = ""
        /// `@Environment(\.accessibilityReduceMotion) var reduceMotion` and values computed from it.
        var reduceMotion: Set<String> = []
        /// A `ButtonStyle`/`ToggleStyle`/`TextFieldStyle`: its views are the control's own look,
        /// and the control keeps its role for VoiceOver whatever they do with a tap.
        var isControlStyle = false
        /// `@FocusState` properties: a tap that only sets one moves keyboard focus into a field.
        var focusState: Set<String> = []
        /// A type named as a loading indicator (`ShimmerModifier`, `SkeletonRow`, `LoadingDots`):
        /// the name is all the code says of a loop's purpose, and WCAG 2.2.2 counts a loading
        /// animation as essential.
        var isLoadingIndicator = false
        /// The states whose change a scale, offset or rotation of the type's views follows
        /// (`.scaleEffect(zoomed ? 3 : 1)`), with those effects: what a `withAnimation` that
        /// changes one plays.
        var effectStates: [String: Set<String>] = [:]
        /// The `@State` numbers a scale, offset or rotation takes as its value, with the effect
        /// and the initial value: a `withAnimation` that sets one far enough plays it.
        var valueEffects: [String: (effect: String, from: Double)] = [:]
        /// A `.transition(…)` in the type moves (a scale, a slide): an animation in the type may
        /// play it, whatever its own effects.
        var movesOnInsertion = false
    }

    /// The words that name a loading indicator's type.
    static let loadingWords = ["shimmer", "skeleton", "loading", "placeholder", "spinner"]

    /// The styles whose `makeBody` draws a control that keeps its accessibility role.
    static let controlStyles: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "TextFieldStyle"]

    func location(_ node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        let position = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Diagnostics.SourceLocation(file: file, line: position.line, column: position.column)
    }

    // MARK: Declarations

    /// Every `let` with an initializer, by its name and by `Type.name`.
    mutating func collectConstants(_ tree: SourceFileSyntax) {
        final class Collector: SyntaxVisitor {
            var found: [String: ExprSyntax] = [:]
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .visitChildren }
                let owner = node.parent?.parent?.parent?.parent.flatMap(ViewReader.typeName)
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    if found[name] == nil { found[name] = value }
                    if let owner { found["\(owner).\(name)"] = value }
                }
                return .skipChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        constants = collector.found
    }

    static func typeName(_ node: Syntax) -> String? {
        if let type = node.as(StructDeclSyntax.self) { return type.name.text }
        if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = node.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedText }
        return nil
    }

    /// The view members of every type in the file, nested types included, in file order.
    /// - Parameter viewMembers: the file's (`ViewReader.viewMembers(in:)`).
    mutating func readTypes(_ tree: SourceFileSyntax, viewMembers: [String: [String: CodeBlockItemListSyntax]]) -> [SpecComponent] {
        var result: [SpecComponent] = []
        drawnToImages = renderedToImages()
        self.viewMembers = viewMembers
        declaredTypes = [:]
        for item in tree.statements where !item.item.is(ExtensionDeclSyntax.self) {
            if let name = Self.typeName(Syntax(item.item)), let members = item.item.declGroup?.memberBlock.members {
                declaredTypes[name] = members
            }
        }
        let project = project, members = viewMembers
        let called: ((String) -> Bool)? = project.callsKnown ? { name in
            members.contains { type, declared in declared[name] != nil && project.isCalled(name, of: String(type.split(separator: ".").last ?? "")) }
        } : nil
        (placedMembers, unreachedMembers, rowMembers) = Self.memberUses(in: tree, members: Set(viewMembers.values.flatMap(\.keys)).subtracting(["body"]), called: called,
                                                                           findRows: systemBackdrops)
        for item in tree.statements { readDeclarations(in: Syntax(item.item), outer: nil, into: &result) }
        return result
    }

    /// The view types the file draws into an image (`let renderer = ImageRenderer(content:
    /// Banner(…))`): the picture, an app icon or a shared card, is an image, not views a person
    /// reads at their text size or operates, so no rule judges them.
    private func renderedToImages() -> Set<String> {
        var names: Set<String> = []
        for value in constants.values {
            guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "ImageRenderer",
                  let content = call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(FunctionCallExprSyntax.self) else { continue }
            names.insert(content.calledExpression.trimmedText)
        }
        return names
    }

    private mutating func readDeclarations(in node: Syntax, outer: String?, into result: inout [SpecComponent]) {
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses where Self.ships(clause) {
                guard case .decls(let members)? = clause.elements else { continue }
                for member in members { readDeclarations(in: Syntax(member.decl), outer: outer, into: &result) }
            }
            return
        }
        guard let name = Self.typeName(node), !drawnToImages.contains(name), !project.previewOnlyTypes.contains(name),
              let members = node.declGroup?.memberBlock.members,
              !Self.isPreview(node) else { return }
        let qualified = outer.map { "\($0).\(name)" } ?? name
        guard !project.unbuiltTypes.contains(qualified) else { return }
        // A type with no view member (a model, a generated mock) has nothing its properties
        // decide: only its nested types are read.
        guard viewMembers[qualified] != nil else {
            for member in members { readDeclarations(in: Syntax(member.decl), outer: qualified, into: &result) }
            return
        }
        let saved = scope
        scope = TypeScope(name: qualified)
        scope.isLoadingIndicator = Self.loadingWords.contains { name.lowercased().containsText($0) }
        scope.isControlStyle = node.declGroup?.inheritanceClause?.inheritedTypes
            .contains { Self.controlStyles.contains($0.type.trimmedText) } ?? false
        // Properties first: a view reads `reduceMotion` declared below it (twice: a property
        // computed from it may come before it). An extension's views read the stored
        // properties its type declares in the same file (`@FocusState`, Reduce Motion).
        let declared = node.is(ExtensionDeclSyntax.self) ? declaredTypes[qualified].map(Array.init) ?? [] : []
        for _ in 0..<2 { for member in declared + Array(members) { noteProperty(member.decl) } }
        (scope.effectStates, scope.valueEffects, scope.movesOnInsertion) = drivenEffects(in: members)
        for member in members where !(Self.viewMember(member.decl).map { unreachedMembers.contains($0.name) } ?? false) {
            if var component = readMember(member.decl) {
                // A name given where the type is used names what its body draws.
                if project.labelledAtUse.contains(name) { for index in component.children.indices { component.children[index].code?.hasAccessibilityLabel = true } }
                result.append(component)
            }
            readDeclarations(in: Syntax(member.decl), outer: qualified, into: &result)
        }
        scope = saved
    }

    /// Records `@Environment(\.accessibilityReduceMotion)` and the properties computed from it.
    private mutating func noteProperty(_ decl: DeclSyntax) {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return }
        let attributes = variable.attributes.trimmedText
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if attributes.containsText("accessibilityReduceMotion") { scope.reduceMotion.insert(name) }
            // `@FocusState var focused`, or one handed down (`var focused: FocusState<Bool>.Binding`).
            if attributes.containsText("@FocusState") || binding.typeAnnotation?.type.trimmedText.hasPrefix("FocusState") == true {
                scope.focusState.insert(name)
            }
            // A value computed from Reduce Motion (`var springOrFade: Animation { reduceMotion ? … }`).
            if let body = binding.accessorBlock, Self.mentions(Syntax(body), scope.reduceMotion) { scope.reduceMotion.insert(name) }
            if let value = binding.initializer?.value, Self.mentions(Syntax(value), scope.reduceMotion) { scope.reduceMotion.insert(name) }
        }
    }

    /// The container for one view member (`body`, a `@ViewBuilder` member, a property or
    /// function returning `some View`); nil for other members.
    private mutating func readMember(_ decl: DeclSyntax) -> SpecComponent? {
        guard let (memberName, statements) = Self.viewMember(decl) else { return nil }
        let id = "\(scope.name).\(memberName)"
        member = id
        usedIds = [:]
        restyled = []
        sectionTitles = []
        var container = SpecComponent(id: id, location: location(decl), role: .container)
        container.code = CodeFacts()
        let typeName = scope.name.split(separator: ".").last.map(String.init) ?? scope.name
        container.code?.hiddenWhereUsed = project.hiddenWhereUsed.contains(typeName)
        placement = [placedMembers[memberName], project.placedTypes[typeName]].compactMap { $0 }.max()
        let rows = rowMembers.contains(memberName)
        inGroupedList = rows
        container.children = readStatements(statements, depth: 0)
        inGroupedList = false
        if rows {
            // Its views are a grouped Form's rows wherever it is used.
            container.background = ColorReference(spec: Self.groupedListBackdrop, location: container.location)
            markRows(&container.children, at: container.location)
        }
        Self.markContentSized(&container.children)
        // A type shown only in an appearance forced around every use (ProjectIndex.forcedSchemeTypes).
        Self.markColorPairs(&container.children, background: container.background != nil, foreground: false, forced: project.forcedSchemeTypes.contains(scope.name))
        return container
    }

    /// A view member's name and the statements of its body (a getter's, a function's): `body`,
    /// a `@ViewBuilder` member, a property or function returning `some View`; nil for others.
    static func viewMember(_ decl: DeclSyntax) -> (name: String, statements: CodeBlockItemListSyntax)? {
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            guard isViewType(binding.typeAnnotation?.type) || buildsViews(variable.attributes) else { return nil }
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?: return (name, items)
            case .accessors(let accessors)?:
                return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map { (name, $0.statements) }
            case nil: return nil
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard isViewType(function.signature.returnClause?.type) || buildsViews(function.attributes) else { return nil }
            return function.body.map { (function.name.text, $0.statements) }
        }
        return nil
    }

    /// Which views' contrast can be judged: a background resolved in the view tree above or on
    /// the view (none unresolved nearer), and a resolved text color; text with no color of its
    /// own has SwiftUI's primary color (`color.label`) there.
    /// `forced`: a view above forces its color scheme (`.colorScheme(.dark)`): its views are
    /// seen in that appearance only, which the contrast rules do not model per view, so none
    /// of them is judged rather than judged in an appearance it never shows.
    static func markColorPairs(_ components: inout [SpecComponent], background: Bool, foreground: Bool?, forced: Bool = false) {
        // `foreground`: a resolved color above (true), none (false), an unresolved one (nil).
        for index in components.indices {
            var hasBackground = background, textColor = foreground
            let component = components[index]
            let forced = forced || component.code?.forcesColorScheme == true
            if component.background != nil || component.backdrop != nil { hasBackground = true }
            if component.code?.hasUnresolvedBackground == true { hasBackground = false }
            if component.foreground != nil { textColor = true }
            if component.code?.hasUnresolvedForeground == true { textColor = nil }
            if hasBackground, textColor == false, component.role == .text {
                components[index].foreground = ColorReference(spec: .token("color.label"), location: component.location)
                textColor = true
            }
            components[index].code?.hasColorPair = !forced && hasBackground && textColor == true
            markColorPairs(&components[index].children, background: hasBackground, foreground: textColor, forced: forced)
        }
    }


    /// `condition ? a : b` as the parser leaves it (a sequence, operators unfolded).
    static func ternary(_ expression: ExprSyntax) -> (condition: [ExprSyntax], then: ExprSyntax, else: ExprSyntax)? {
        if let folded = expression.as(TernaryExprSyntax.self) { return ([folded.condition], folded.thenExpression, folded.elseExpression) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index + 1 < elements.count,
              let middle = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        let rest = elements[(index + 1)...]
        // The else branch is one expression unless more operators follow (`a ? b : c + d`): then not a choice of two.
        guard rest.count == 1, let last = rest.first else { return nil }
        return (Array(elements[..<index]), middle.thenExpression, last)
    }

    /// `isViewType` of a written type, without making its text unless it is opaque or `AnyView`
    /// (most members of a view type are stored properties of other types).
    static func isViewType(_ type: TypeSyntax?) -> Bool {
        if let plain = type?.as(IdentifierTypeSyntax.self) { return plain.name.text == "AnyView" }
        guard let opaque = type?.as(SomeOrAnyTypeSyntax.self) else { return false }
        return isViewType(opaque.trimmedText)
    }

    /// `@ViewBuilder` among a declaration's attributes.
    static func buildsViews(_ attributes: AttributeListSyntax) -> Bool {
        !attributes.isEmpty && attributes.trimmedText.containsText("ViewBuilder")
    }

    static func isViewType(_ type: String) -> Bool {
        type == "some View" || type == "any View" || type == "AnyView" || type.hasPrefix("some View")
    }

    // MARK: View expressions

    /// The views a builder block produces: its expressions, the branches of its `if`s and
    /// `switch`es, and a `return`'s value.
    mutating func readStatements(_ statements: CodeBlockItemListSyntax, depth: Int) -> [SpecComponent] {
        var result: [SpecComponent] = []
        for item in statements {
            switch item.item {
            case .expr(let expression): result += readView(expression, depth: depth)
            case .stmt:
                if let expression = Self.yielded(item.item) { result += readView(expression, depth: depth) }
            case .decl(let decl):
                // `let animation = reduceMotion ? nil : Animation.bouncy`: a value computed from Reduce Motion.
                if let variable = decl.as(VariableDeclSyntax.self), Self.mentions(Syntax(variable), scope.reduceMotion) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { scope.reduceMotion.insert(name) }
                    }
                }
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses where Self.ships(clause) {
                        if case .statements(let inner)? = clause.elements { result += readStatements(inner, depth: depth + 1) }
                    }
                }
            }
        }
        return result
    }

    /// Whether an `#if` branch can be in what users run: not `#if targetEnvironment(simulator)`,
    /// code built only for the Simulator, nor `#if DEBUG`, built only for the developer's runs
    /// (Xcode defines `DEBUG` in the Debug configuration, not in the Release one an app ships).
    /// `if Current.isDebug { … }`, `if isDebugBuild { … }`: a branch only a debug build shows,
    /// like `#if DEBUG` (`ships`).
    static func isDebugOnly(_ branch: IfExprSyntax) -> Bool {
        guard branch.conditions.count == 1, let condition = branch.conditions.first?.condition.as(ExprSyntax.self) else { return false }
        let name = condition.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? condition.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "isDebug" || name == "isDebugBuild"
    }

    /// Where a file names its view members, for those no user meets: a member each of whose
    /// names is in a debug build's branch (`if Current.isDebug { debugWatermark }`, `#if DEBUG`),
    /// or a `private` one named nowhere. Such a member's views are not read.
    struct MemberReach {
        private var named: Set<String> = [], reached: Set<String> = [], privateNames: Set<String> = [], functions: Set<String> = []

        mutating func note(_ token: TokenSyntax, _ name: String) {
            let declaration = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
                ?? token.parent?.as(FunctionDeclSyntax.self)?.modifiers
            if let declaration {
                if declaration.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { privateNames.insert(name) }
                if token.parent?.is(FunctionDeclSyntax.self) == true { functions.insert(name) }
                return
            }
            named.insert(name)
            guard !reached.contains(name) else { return }
            let inDebug = Syntax(token).ancestors(withinDeclaration: false).contains { child, parent in
                if let branch = parent.as(IfExprSyntax.self) { return branch.body.id == child.id && isDebugOnly(branch) }
                if let clause = parent.as(IfConfigClauseSyntax.self) { return !ships(clause) }
                return false
            }
            if !inDebug { reached.insert(name) }
        }

        /// `called`: whether any file of an app calls a function of that name (nil when the
        /// run's calls are not all known): a view function named nowhere in its file and
        /// called by no file is built by no code. SwiftUI's own requirements (`makeBody`) are
        /// called by SwiftUI.
        func unreached(of members: Set<String>, called: ((String) -> Bool)?) -> Set<String> {
            members.filter { name in
                if reached.contains(name) { return false }
                if named.contains(name) || privateNames.contains(name) { return true }
                guard let called, functions.contains(name), !Self.requirements.contains(name) else { return false }
                return !called(name)
            }
        }

        static let requirements: Set<String> = ["body", "makeBody", "previews"]
    }

    static func ships(_ clause: IfConfigClauseSyntax) -> Bool {
        let condition = clause.condition?.trimmedText.filter { !$0.isWhitespace }
        return condition != "targetEnvironment(simulator)" && condition != "DEBUG"
    }

    /// The expression a block's item yields: an expression, or an expression statement's or a
    /// `return`'s value; nil for a declaration or another statement.
    static func yielded(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    mutating func readView(_ expression: ExprSyntax, depth: Int) -> [SpecComponent] {
        guard depth < SwiftReader.maximumDepth, componentCount < SwiftReader.maximumComponents else { return [] }
        if let branch = expression.as(IfExprSyntax.self) {
            var result = Self.isDebugOnly(branch) ? [] : readStatements(branch.body.statements, depth: depth + 1)
            switch branch.elseBody {
            case .ifExpr(let next)?: result += readView(ExprSyntax(next), depth: depth + 1)
            case .codeBlock(let block)?: result += readStatements(block.statements, depth: depth + 1)
            case nil: break
            }
            return result
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.flatMap { element -> [SpecComponent] in
                guard case .switchCase(let switchCase) = element else { return [] }
                return readStatements(switchCase.statements, depth: depth + 1)
            }
        }
        if let ternary = Self.ternary(expression) {
            return readView(ternary.then, depth: depth + 1) + readView(ternary.else, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               member.declName.baseName.text.startsLowercase {
                if let builder = readButtonBuilder(base, member, call) { return [builder] }
                // A modifier: the view it modifies, then this modifier (modifier order).
                let outerStyle = buttonStyle, outerWritten = writtenButtonStyle, outerIconOnly = labelStyleIsIconOnly
                let style = call.arguments.first?.expression.trimmedText ?? ""
                if member.declName.baseName.text == "buttonStyle" {
                    // It sets the style of every button it modifies, a nearer one winning.
                    buttonStyle = project.buttonStyle(call.arguments.first?.expression, at: location(member.period))
                    writtenButtonStyle = style
                }
                if member.declName.baseName.text == "labelStyle" { labelStyleIsIconOnly = style == ".iconOnly" || style == "IconOnlyLabelStyle()" }
                let outerListStyle = writtenListStyle
                if ["listStyle", "formStyle"].contains(member.declName.baseName.text) { writtenListStyle = style }
                var views = readModified(base, keepsBackdrop: Self.keepsTheBackdrop(member.declName.baseName.text, call), depth: depth)
                (buttonStyle, writtenButtonStyle, labelStyleIsIconOnly, writtenListStyle) = (outerStyle, outerWritten, outerIconOnly, outerListStyle)
                guard !views.isEmpty else { return [] }
                if Self.isSelf(base) { followMember(member.declName.baseName.text, at: call, into: &views[views.count - 1], depth: depth) }
                if ProjectIndex.drawsViews(call) {
                    // What it draws (a title over the image?) may name the member's image, and a
                    // `.background`'s views are not read: the image is not judged alone.
                    unreadDrawings += 1
                    views[views.count - 1].code?.memberContent = []
                }
                applyModifier(member, call, to: &views[views.count - 1], depth: depth)
                return views
            }
            var component = readInitializer(call, depth: depth)
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                followMember(name, at: call, into: &component, depth: depth)
            }
            return [component]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           member.declName.baseName.text.startsLowercase, !(base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color") {
            // `.bold` without a call is not SwiftUI; a property of a view (`header.body`) reads as the view.
            var views = readView(base, depth: depth + 1)
            if Self.isSelf(base), views.count == 1 { followMember(member.declName.baseName.text, at: expression, into: &views[0], depth: depth) }
            return views
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            var component = make(reference.baseName.text, at: expression, role: .container)
            followMember(reference.baseName.text, at: expression, into: &component, depth: depth)
            return [component]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // `Color.red` as a view, `Self.header`.
            return [make(member.trimmedText, at: expression, role: .other)]
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
            // Modifiers under `#if` are not applied, but one may paint under the view.
            return readModified(base, keepsBackdrop: Self.keepsTheBackdrop(postfix.config), depth: depth)
        }
        return []
    }

    mutating func make(_ name: String, at node: some SyntaxProtocol, role: Role) -> SpecComponent {
        componentCount += 1
        let base = "\(member)/\(name)"
        let count = usedIds[base, default: 0] + 1
        usedIds[base] = count
        var component = SpecComponent(id: count == 1 ? base : "\(base)#\(count)", location: location(node), role: role)
        component.code = CodeFacts()
        component.code?.typeMovesOnInsertion = scope.movesOnInsertion
        return component
    }

    /// A view's initializer: `Text("…")`, `Button(action:) { … }`, `VStack { … }`, `MyRow(…)`.
    private mutating func readInitializer(_ call: FunctionCallExprSyntax, depth: Int) -> SpecComponent {
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.trimmedText
        let kind = ViewKind(name)
        var component = make(name, at: call, role: kind.role)
        let unlabeled = call.arguments.first { $0.label == nil }?.expression
        switch kind {
        case .text:
            let literal = (unlabeled ?? call.arguments.first { $0.label?.text == "verbatim" }?.expression).flatMap(Self.stringLiteral)
            component.text = literal ?? name
            component.code?.textIsLiteral = literal != nil
        case .image:
            readImage(call, into: &component)
        case .label, .control, .link:
            if let title = unlabeled, title.as(ClosureExprSyntax.self) == nil {
                component.text = Self.stringLiteral(title) ?? title.trimmedText
                component.code?.hasAccessibilityLabel = true
            }
            if kind == .label, let image = imageSource(call) {
                component.code?.image = image
                if labelStyleIsIconOnly { component.role = .icon }  // its title names it for VoiceOver, undrawn
            }
        case .custom where project.unnamedImageViews.contains(name):
            // The project's view that draws only an image with no name is judged as that image,
            // named by the key path it is given (`CompoundIcon(\.close)`: a design system's
            // generated icons look their asset up by that name).
            let keyPath = call.arguments.first { $0.label == nil }?.expression.as(KeyPathExprSyntax.self)
            let member = keyPath?.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            component.code?.image = .asset(name, spoken: member)
        case .custom where project.buttonViews.contains(name) || project.buttonViews.contains(ownFunctionKey(name)):
            // The project's view whose body is one element with the button trait: a tap on it is
            // activated as that element.
            component.code?.traits.insert("isButton")
        default: break
        }
        if case .custom = kind, project.textViews.contains(name) { component.code?.drawsText = true }
        // Content: closures that build views (a Button's `label:`, a stack's content); a
        // Button's action closure builds none.
        var closures: [(label: String?, closure: ClosureExprSyntax)] = call.arguments.compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
        }
        if let trailing = call.trailingClosure { closures.append((nil, trailing)) }
        for extra in call.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
        // A grouped list's content closures make rows (ListBackdrops.swift).
        let groupsRows = drawsGroupedRows(name, call)
        if groupsRows { component.background = ColorReference(spec: Self.groupedListBackdrop, location: component.location) }
        if name == "Section" { readSectionTitles(call, into: &component, depth: depth) }
        for (index, (label, closure)) in closures.enumerated() {
            guard kind.buildsViews(label: label, index: index, count: closures.count, call: call) else {
                if component.role == .button, closure.statements.isEmpty { component.code?.actionIsEmpty = true }
                noteWithAnimation(in: Syntax(closure), into: &component)
                continue
            }
            // A control's label, not a link's destination: the views VoiceOver names it by.
            let isLabel = [.control, .link].contains(kind) && label != "destination"
            let outerPlacement = placement
            if Placement.rows.contains(name) { placement = max(placement ?? .row, .row) }
            if isLabel { labelDepth += 1 }
            let destination = name == "NavigationLink" && (label == "destination" || (label == nil && closures.contains { $0.label == "label" }))
            var children = readContent(closure, label: label, of: name, groupsRows: groupsRows, destination: destination, at: component.location, depth: depth)
            if isLabel { labelDepth -= 1 }
            placement = outerPlacement
            if kind.repeatsRows { for index in children.indices { children[index].repeated = true } }
            component.children += children
        }
        if component.interactive, component.children.count == 1, let label = component.children.first, label.frame != nil {
            // A control is as large as its label: `Button { … } label: { Image(…).frame(width: 28, height: 28) }`.
            component.frame = label.frame
            component.hitArea = label.hitArea
        }
        if Self.styledButtons.contains(name), let buttonStyle { applyButtonStyle(buttonStyle, to: &component) }
        let symbol = symbolLabel(of: component, named: name)
        component.code?.symbolLabel = symbol
        component.code?.automaticStyle = Self.labelSizedControls.contains(name) && placement == nil
            && (writtenButtonStyle.map(Self.automaticStyles.contains) ?? true)
        readDrawnBackground(call, kind: kind, name: name, into: &component)
        return component
    }

    /// What a view draws under its content: a `ZStack`'s first layer, a filled button style's
    /// fill, a shape's or color's own color.
    private func readDrawnBackground(_ call: FunctionCallExprSyntax, kind: ViewKind, name: String, into component: inout SpecComponent) {
        if kind == .zStack, let base = component.children.first, base.role == .other, let fill = base.background ?? base.foreground {
            // The first layer of a ZStack is the background of the rest.
            component.background = fill
        } else if kind == .zStack, component.children.first?.role == .image {
            // Over a picture, the pixels under the text are not known.
            component.code?.hasUnresolvedBackground = true
        }
        if Self.styledButtons.contains(name), buttonStyle == nil, let written = writtenButtonStyle, Self.filledButtonStyles.contains(written) {
            // The label is drawn on the style's fill (the accent, a tint of it, glass).
            component.code?.hasUnresolvedBackground = true
        }
        if kind == .shape || kind == .color, let color = colorSpec(ExprSyntax(call)) {
            component.background = ColorReference(spec: color, location: location(call))
        }
    }

    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.segments.map { segment in
            segment.as(StringSegmentSyntax.self)?.content.text ?? "…"
        }.joined()
    }

    /// `Image(…)`: what it shows, whether it is drawn as a glyph, and whether it is named.
    private func readImage(_ call: FunctionCallExprSyntax, into component: inout SpecComponent) {
        component.code?.image = imageSource(call)
        // `Image(cgImage, scale: 1, label: Text("QR code"))`: named by its label.
        if call.arguments.contains(where: { $0.label?.text == "label" }) { component.code?.hasAccessibilityLabel = true }
        if case .symbol? = component.code?.image { component.role = .icon }
        if case .asset(let asset, _)? = component.code?.image, colors.isTemplate(asset) { component.role = .icon }
        if case .decorative? = component.code?.image { component.decorative = true }
    }

    /// `Cells.notice()`: not a modifier on a view but a type's function building one, read when
    /// the project index knows it builds an element with the button trait.
    private mutating func readButtonBuilder(_ base: ExprSyntax, _ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax) -> SpecComponent? {
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase,
              project.buttonViews.contains("\(type).\(member.declName.baseName.text)") else { return nil }
        var component = make(member.declName.baseName.text, at: call, role: .container)
        component.code?.traits.insert("isButton")
        return component
    }

    /// The project index's key for `notice()` called inside its own type (`Type.notice`); a call
    /// qualified by its type (`Cells.notice()`) is `readButtonBuilder`'s.
    private func ownFunctionKey(_ name: String) -> String {
        "\(scope.name.split(separator: ".").last.map(String.init) ?? scope.name).\(name)"
    }

    private func imageSource(_ call: FunctionCallExprSyntax) -> CodeFacts.ImageSource? {
        if ViewKind.remoteImages.contains(call.calledExpression.trimmedText) {
            // Named by where it loads from, which VoiceOver cannot read.
            return .asset(call.arguments.first?.expression.trimmedText ?? call.calledExpression.trimmedText, spoken: nil)
        }
        for argument in call.arguments {
            switch argument.label?.text {
            case "systemName", "systemImage": return .symbol(Self.stringLiteral(argument.expression) ?? argument.expression.trimmedText)
            case "decorative": return .decorative
            case nil, "image", "asset", "uiImage", "nsImage":
                if argument.expression.as(ClosureExprSyntax.self) != nil { continue }
                if argument.label == nil, ViewKind(call.calledExpression.trimmedText) == .label { continue }  // the title
                let literal = Self.stringLiteral(argument.expression)
                // A platform image (`uiImage:`) carries no name SwiftUI could read.
                let named = ["uiImage", "nsImage"].contains(argument.label?.text ?? "") ? nil : literal
                return .asset(literal ?? argument.expression.trimmedText, spoken: named)
            default: continue
            }
        }
        return nil
    }
}

/// What a view type is, for the mapping's roles and content.
enum ViewKind: Equatable {
    case text, image, label, control, link, textField, stack, zStack, rows, shape, color, divider, custom

    /// Views that draw a picture loaded from a URL: SwiftUI's and those of the image libraries
    /// SwiftUI apps use most (Nuke, Kingfisher, SDWebImage, CachedAsyncImage). Nothing names
    /// them for VoiceOver: a URL is no label.
    static let remoteImages: Set<String> = ["AsyncImage", "LazyImage", "KFImage", "KFAnimatedImage", "WebImage", "CachedAsyncImage"]

    init(_ name: String) { self = Self.byName[name] ?? .custom }

    /// SwiftUI's views by name: a project index asks for every capitalized name in every file
    /// (a `switch` over these strings compared them one by one, 3 % of a run over an app).
    private static let byName: [String: ViewKind] = {
        var kinds: [String: ViewKind] = [:]
        func add(_ kind: ViewKind, _ names: [String]) { for name in names { kinds[name] = kind } }
        add(.text, ["Text"])
        add(.image, ["Image"] + remoteImages)
        add(.label, ["Label"])
        add(.control, ["Button", "Toggle", "Slider", "Stepper", "Picker", "Menu", "DatePicker", "ColorPicker", "ShareLink", "PasteButton", "EditButton"])
        add(.link, ["Link", "NavigationLink"])
        add(.textField, ["TextField", "SecureField", "TextEditor"])
        add(.zStack, ["ZStack"])
        add(.rows, ["List", "ForEach"])
        add(.shape, ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape"])
        add(.color, ["Color"])
        add(.divider, ["Divider"])
        add(.stack, ["VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group", "ScrollView",
                     "Form", "Section", "NavigationStack", "NavigationView", "NavigationSplitView", "GeometryReader", "ViewThatFits", "TabView",
                     "Table", "OutlineGroup", "DisclosureGroup", "GroupBox", "ControlGroup", "ScrollViewReader", "TimelineView", "Canvas"])
        return kinds
    }()

    var role: Role {
        switch self {
        case .text, .label: .text
        case .image: .image
        case .control: .button
        case .link: .link
        case .textField: .textField
        case .divider: .divider
        case .shape, .color: .other
        case .stack, .zStack, .rows, .custom: .container
        }
    }

    var repeatsRows: Bool { self == .rows }

    /// A view that shows text: `Text`, `Label`, a field.
    var showsText: Bool { self == .text || self == .label || self == .textField }

    /// A view VoiceOver announces as a control by itself: a button, link, menu, toggle, picker, slider….
    var isControl: Bool { self == .control || self == .link }

    /// Whether the closure (`label` the argument label, `index` of `count`) builds views: a
    /// control's action does not (`Button(action:) { label }`, `Button { action } label: { … }`).
    func buildsViews(label: String?, index: Int, count: Int, call: FunctionCallExprSyntax) -> Bool {
        switch label {
        case "action", "perform", "onEditingChanged", "onCommit", "onIncrement", "onDecrement", "primaryAction": return false
        case "label", "content", "icon", "title", "header", "footer", "destination", "minimumValueLabel", "maximumValueLabel", "placeholder": return true
        default: break
        }
        guard self == .control else { return true }
        // `Button("Title") { action }`, `Button { action } label: { … }`: the first unlabeled
        // closure of a control is its action when it has a title or a `label:` closure after it.
        let hasTitle = call.arguments.contains { $0.label == nil && $0.expression.as(ClosureExprSyntax.self) == nil }
        let hasAction = call.arguments.contains { $0.label?.text == "action" }
        if hasAction { return true }  // `Button(action: go) { label }`
        return !(hasTitle || (index == 0 && count > 1))
    }
}
#endif
