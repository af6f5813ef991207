// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import SwiftParser
import SwiftSyntax

/// The project's own declarations that views in other files name (docs/swiftui.md, "The
/// project's own views"), gathered from the run's Swift files before any is linted: the view
/// types that draw only an image with no name, and `Animation`'s static members.
public struct ProjectIndex: Sendable {
    /// Swift files read for the index at most; the reader's byte bound holds for each.
    public static let maximumFiles = 5_000
    /// Declarations kept at most (view types and animations together).
    public static let maximumEntries = 20_000
    /// How many times one image view may wrap another (`AvatarView` → `AvatarImage` → `Image`).
    static let maximumWrapping = 4

    /// Per view type, what its body draws when that is only an image: `""` for an
    /// `Image`/`AsyncImage` (or a stored `Image`) with no name, else the project view it wraps
    /// (every branch of an `if`/`switch` must be one).
    private var imageBodies: [String: [String]] = [:]
    /// `extension Animation { static var name … }`: what each member returns.
    public private(set) var animations: [String: ExprSyntax] = [:]
    /// The members and methods whose code reads Reduce Motion (`UIAccessibility.isReduceMotionEnabled`),
    /// directly or through a method of the same extension.
    public private(set) var reduceMotionAnimations: Set<String> = []
    /// The view types whose body is only an image that brings no name, wrapping included.
    public private(set) var unnamedImageViews: Set<String> = []
    /// Button styles whose `makeBody` shows a `Text` (`FormActionButtonStyle(title:)`): a
    /// button in one is named by it.
    public private(set) var titledButtonStyles: Set<String> = []
    /// View types given a name where they are used (`TrashButton { … }.accessibilityLabel(…)`):
    /// that name is the one of what their body draws.
    public private(set) var labelledAtUse: Set<String> = []
    /// View types whose body is one element VoiceOver announces as a button or link
    /// (`.accessibilityAddTraits(.isButton)` or `.accessibilityAction` on its outermost view): a
    /// tap gesture on one is activated as that element.
    public private(set) var buttonViews: Set<String> = []

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
            for name in index.labelledAtUse.sorted() where count < Self.maximumEntries { labelledAtUse.insert(name) }
            for name in index.buttonViews.sorted() where count < Self.maximumEntries { buttonViews.insert(name) }
        }
        resolve()
    }

    /// Reads one Swift file's declarations; a file with neither a view body nor an
    /// `Animation` extension is not parsed.
    public mutating func add(bytes: [UInt8]) {
        // Words each kind of declaration must write, so that generated mocks and strings (a
        // third of a large app's bytes) are not parsed twice.
        let hasViews = SwiftReader.occurs("var body", in: bytes) && SwiftReader.occurs("Image", in: bytes)
        let others = ["extension Animation", "extension SwiftUI.Animation", "ButtonStyle", ".accessibilityLabel(", ".accessibilityAddTraits(", ".accessibilityAction"]
            .contains { SwiftReader.occurs($0, in: bytes) }
        guard hasViews || others, count < Self.maximumEntries else { return }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        for item in tree.statements { add(Syntax(item.item), depth: 0) }
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("accessibilityLabel") {
            // `Name(…).accessibilityLabel(…)`, `Name { … }.accessibilityLabel(…)`.
            guard let base = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
                  let called = base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  called.first?.isUppercase == true, ViewKind(called) == .custom, count < Self.maximumEntries else { continue }
            labelledAtUse.insert(called)
        }
        resolve()
    }

    /// Whether `.buttonStyle(style)` names the button with a title its style shows.
    func namesButtons(_ style: ExprSyntax?) -> Bool {
        guard let call = style?.as(FunctionCallExprSyntax.self) else { return false }
        return titledButtonStyles.contains(call.calledExpression.trimmedText)
    }

    private var count: Int { imageBodies.count + animations.count + titledButtonStyles.count + labelledAtUse.count + buttonViews.count }

    private mutating func add(_ node: Syntax, depth: Int) {
        guard depth < 8, count < Self.maximumEntries,
              let name = ViewReader.typeName(node), let group = node.asProtocol(DeclGroupSyntax.self) else { return }
        let members = group.memberBlock.members.map(\.decl)
        if name == "Animation" || name == "SwiftUI.Animation" { addAnimations(members) }
        if let leaves = Self.imageBody(members) { imageBodies[name] = leaves }
        if Self.isButtonBody(members) { buttonViews.insert(name) }
        let isButtonStyle = group.inheritanceClause?.inheritedTypes
            .contains { ["ButtonStyle", "PrimitiveButtonStyle"].contains($0.type.trimmedText) } ?? false
        if isButtonStyle, members.contains(where: { $0.as(FunctionDeclSyntax.self).map { $0.name.text == "makeBody" && ViewReader.mentions(Syntax($0), ["Text"]) } ?? false }) {
            titledButtonStyles.insert(name)
        }
        for member in members { add(Syntax(member), depth: depth + 1) }
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
        if case .expr(let expression) = last { return expression }
        if let statement = last.as(ReturnStmtSyntax.self) { return statement.expression }
        return last.as(ExpressionStmtSyntax.self)?.expression
    }

    /// What `var body: some View` draws when it is only images or project views: nil when it
    /// draws anything else or gives itself a name or hides itself.
    private static func imageBody(_ members: [DeclSyntax]) -> [String]? {
        var storedImages: Set<String> = []
        var body: CodeBlockItemListSyntax?
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if binding.typeAnnotation?.type.trimmedText == "Image" { storedImages.insert(name) }
                if name == "body", ViewReader.isViewType(binding.typeAnnotation?.type.trimmedText ?? ""),
                   case .getter(let items)? = binding.accessorBlock?.accessors { body = items }
            }
        }
        guard let body, !ViewReader.mentions(Syntax(body), ["accessibilityLabel", "accessibility", "accessibilityHidden", "accessibilityElement",
                                                 "accessibilityRepresentation", "Text", "Label"]) else { return nil }
        return leaves(body, storedImages: storedImages, depth: 0)
    }

    private static func leaves(_ statements: CodeBlockItemListSyntax, storedImages: Set<String>, depth: Int) -> [String]? {
        guard depth < 8, !statements.isEmpty else { return nil }
        var result: [String] = []
        for item in statements {
            var expression: ExprSyntax?
            switch item.item {
            case .expr(let value): expression = value
            case .stmt(let statement): expression = statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: return nil
            }
            guard let expression, let inner = leaves(expression, storedImages: storedImages, depth: depth + 1) else { return nil }
            result += inner
        }
        return result
    }

    private static func leaves(_ expression: ExprSyntax, storedImages: Set<String>, depth: Int) -> [String]? {
        guard depth < 16 else { return nil }
        if let branch = expression.as(IfExprSyntax.self) {
            guard var result = leaves(branch.body.statements, storedImages: storedImages, depth: depth + 1) else { return nil }
            switch branch.elseBody {
            case .ifExpr(let next)?: guard let more = leaves(ExprSyntax(next), storedImages: storedImages, depth: depth + 1) else { return nil }; result += more
            case .codeBlock(let block)?: guard let more = leaves(block.statements, storedImages: storedImages, depth: depth + 1) else { return nil }; result += more
            case nil: break
            }
            return result
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               member.declName.baseName.text.first?.isLowercase == true {
                return leaves(base, storedImages: storedImages, depth: depth + 1)  // a modifier
            }
            let name = call.calledExpression.trimmedText
            if name == "Image" || name == "AsyncImage" {
                // An SF Symbol brings SwiftUI's automatic label; `decorative:` is hidden on purpose.
                let named = call.arguments.contains { ["systemName", "decorative", "label"].contains($0.label?.text ?? "") }
                return named ? nil : [""]
            }
            guard name.first?.isUppercase == true, ViewKind(name) == .custom else { return nil }
            return [name]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           member.declName.baseName.text.first?.isLowercase == true, !storedImages.contains(member.declName.baseName.text) {
            return leaves(base, storedImages: storedImages, depth: depth + 1)  // `image.resizable` read as a property
        }
        let reference = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
        if let reference, storedImages.contains(reference) { return [""] }
        return nil
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
        guard depth < 8, items.count == 1, let item = items.first?.item else { return false }
        let expression: ExprSyntax?
        switch item {
        case .expr(let value): expression = value
        case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: expression = nil
        }
        guard var expression else { return false }
        if let branch = expression.as(IfExprSyntax.self) {
            guard isButtonElement(branch.body.statements, depth: depth + 1) else { return false }
            switch branch.elseBody {
            case .ifExpr(let next)?: return isButtonElement(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]), depth: depth + 1)
            case .codeBlock(let block)?: return isButtonElement(block.statements, depth: depth + 1)
            case nil: return true
            }
        }
        // Down the modifier chain: `View(…).a(…).b(…)` is read from `b` to `a`.
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

    /// The image views, a view that only wraps image views included (to `maximumWrapping` levels).
    private mutating func resolve() {
        var found: Set<String> = []
        for _ in 0...Self.maximumWrapping {
            let next = Set(imageBodies.filter { $0.value.allSatisfy { $0 == "" || found.contains($0) } }.keys)
            if next == found { break }
            found = next
        }
        unnamedImageViews = found
    }

    /// What the cache key holds of the index: its entries in a fixed order.
    public var summary: [UInt8] {
        let views = [unnamedImageViews, titledButtonStyles, labelledAtUse, buttonViews].map { $0.sorted().joined(separator: " ") }.joined(separator: "\n")
        let motion = animations.sorted { $0.key < $1.key }.map { name, value in
            "\(name)=\(value.trimmedText)\(reduceMotionAnimations.contains(name) ? " reduce" : "")"
        }
        return Array((views + "\n--\n" + motion.joined(separator: "\n")).utf8)
    }
}
#endif
