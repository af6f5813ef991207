// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import Diagnostics
import SwiftSyntax

/// Which taps `semantics/tap-gesture` judges (docs/swiftui.md, "semantics/tap-gesture"): a
/// single tap that does what a control would, not one that adds nothing a person using
/// VoiceOver, Switch Control or Full Keyboard Access goes without.
extension ViewReader {

    /// Whether the tap modifier `name` (`.onTapGesture { … }`, `.gesture(TapGesture()…)`,
    /// `.simultaneousGesture(…)`, `.highPriorityGesture(…)`) is a tap the rule judges.
    func isJudgedTap(_ name: String, _ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        // A control style's views are the control's own look: the control keeps its role.
        guard !scope.isControlStyle else { return false }
        let action: ClosureExprSyntax?
        if name == "onTapGesture" {
            let count = call.arguments.first { $0.label?.text == "count" }?.expression
            // A count the code computes is taken for a single tap, as one written as 1.
            guard (count.flatMap { number($0) } ?? 1) == 1 else { return false }
            action = call.trailingClosure ?? call.arguments.first { $0.label?.text == "perform" }?.expression.as(ClosureExprSyntax.self)
        } else {
            guard let gesture = call.arguments.first?.expression, let tap = Self.singleTap(gesture) else { return false }
            // A simultaneous tap goes with the gestures of the view it is added to: on controls
            // (a menu's items closing the menu as they open their screen) it adds to what they do.
            if name == "simultaneousGesture", let view = member.base, drawsControl(view) { return false }
            action = tap.action
        }
        // A function named instead of a closure (`perform: archive`) is judged, unless a control
        // of the type has it as its action too.
        guard let action else {
            let named = call.arguments.first { $0.label?.text == "perform" || ($0.label == nil && !$0.expression.is(ClosureExprSyntax.self)) }?.expression
            if let named, let body = Self.function(named.trimmedText, in: Syntax(call))?.body, Self.countsTaps(body.statements) { return false }
            return !(named.map { repeatsAControl(["\($0.trimmedText)()"], at: Syntax(call)) } ?? false)
        }
        guard !Self.countsTaps(action.statements) else { return false }
        // An empty action (`.onTapGesture {}`, written to stop a tap reaching a scroll view)
        // does nothing to announce.
        return !action.statements.isEmpty && !onlyMovesFocus(action, on: member.base) && !Self.onlyDismissesKeyboard(action) && !Self.onlyScrolls(action.statements)
            && !onlyTogglesShownControls(action) && !Self.onlyLiftsLineLimit(action) && !(member.base.map(Self.isFill) == true && (doneByAButton(action) || closesACallersPanel(action)))
            && !(Self.calls(action.statements, depth: 0).map { repeatsAControl($0, at: Syntax(call)) } ?? false)
    }

    /// The calls an action makes when that is all it does (`viewModel.copyLink()`, `withAnimation`
    /// around them aside), as written; nil when it does anything else, a flag's `toggle()` too.
    static func calls(_ statements: CodeBlockItemListSyntax, depth: Int) -> [String]? {
        var made: [String] = []
        for statement in statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self) else { return nil }
            if call.calledExpression.trimmedText == "withAnimation", depth < 4 {
                guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                      let inner = calls(closure.statements, depth: depth + 1) else { return nil }
                made += inner
            } else if stateChange(Syntax(call)) == nil {
                made.append(call.trimmedText)
            } else {
                // `expanded.toggle()` changes a state: the view that toggles it is its control.
                return nil
            }
        }
        return made.isEmpty ? nil : made
    }

    /// An action that counts taps towards a number before it acts (`tapCount += 1; guard
    /// tapCount >= 5 else { return }`): a multi-tap gesture written by hand, a hidden shortcut
    /// (a debug escape hatch), judged as `onTapGesture(count:)` is: not a single tap's control.
    static func countsTaps(_ statements: CodeBlockItemListSyntax) -> Bool {
        var counters: Set<String> = []
        for statement in statements {
            guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=",
                  sequence.elements.last?.trimmedText == "1", let target = sequence.elements.first?.trimmedText else { continue }
            counters.insert(stateName(target))
        }
        guard !counters.isEmpty else { return false }
        return statements.contains { statement in
            let conditions = statement.item.as(GuardStmtSyntax.self)?.conditions
                ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)?.conditions
                ?? statement.item.as(IfExprSyntax.self)?.conditions
            return conditions?.contains { condition in
                let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
                return tokens.contains { [">=", ">", "=="].contains($0.text) } && tokens.contains { counters.contains(stateName($0.text)) }
            } ?? false
        }
    }

    /// The function a tap names (`perform: registerTap`), declared in the type it is written in.
    static func function(_ name: String, in node: Syntax) -> FunctionDeclSyntax? {
        guard let type = enclosingType(node) else { return nil }
        let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        return type.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> FunctionDeclSyntax? in
            guard token.text == bare, let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id else { return nil }
            return function
        }.first
    }

    /// The `if`s a node is in, each with whether it is in the `else` branch.
    static func branches(of node: Syntax) -> [SyntaxIdentifier: Bool] {
        var found: [SyntaxIdentifier: Bool] = [:]
        for (child, parent) in node.ancestors(withinDeclaration: true) {
            if let branch = parent.as(IfExprSyntax.self) { found[branch.id] = child.id == branch.elseBody.map(Syntax.init)?.id }
        }
        return found
    }

    /// Whether a control is an item of a `.contextMenu` or `.swipeActions`, shown only after a
    /// long press or a swipe: the tapped view is still the visible control, and not announced as one.
    static func isInHiddenMenu(_ control: FunctionCallExprSyntax) -> Bool {
        Syntax(control).ancestors(withinDeclaration: true).contains { _, parent in
            let name = parent.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return name == "contextMenu" || name == "swipeActions"
        }
    }

    /// Whether every call (`onCopy()`, `viewModel.copyLink()`) is also the action of a control in
    /// the same type: a `Button` (a `Menu`'s item too, not a context menu's) or the project's own control
    /// (`CapsuleTextButton(…, action: { viewModel.copyLink() })`). The tap is then a pointer
    /// shortcut for what that control does, which VoiceOver reaches as a control.
    func repeatsAControl(_ made: [String], at node: Syntax) -> Bool {
        guard let type = Self.enclosingType(node) else { return false }
        let tapBranches = Self.branches(of: node)
        var actions: Set<String> = []
        for token in type.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier
            && (token.text == "Button" || project.controlViews.contains(token.text)) {
            guard let control = token.parent?.parent?.as(FunctionCallExprSyntax.self), control.calledExpression.trimmedText == token.text,
                  !Self.isInHiddenMenu(control),
                  // Not in the other branch of an `if` the tap is in (`if #unavailable(iOS 18) { tap } else { Button }`).
                  !Self.branches(of: Syntax(control)).contains(where: { branch, isElse in tapBranches[branch].map { $0 != isElse } ?? false })
            else { continue }
            let action = control.arguments.first { $0.label?.text == "action" }?.expression
            if let action, !action.is(ClosureExprSyntax.self) { actions.insert("\(action.trimmedText)()") }
            let closure = action?.as(ClosureExprSyntax.self) ?? (token.text == "Button" && action == nil ? control.trailingClosure : nil)
            // Each call the control's action makes, whatever else it does.
            if let closure { actions.formUnion(closure.statements.compactMap { $0.item.as(FunctionCallExprSyntax.self)?.trimmedText }) }
        }
        return made.allSatisfy(actions.contains)
    }

    /// The views that draw only a colour or a shape: nothing VoiceOver has to read.
    static let fillNames: Set<String> = ["Color", "UIColor", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
                                         "EmptyView", "Spacer", "GeometryReader", "LinearGradient", "RadialGradient", "Gradient"]

    /// Whether a view (its modifiers aside) is a colour or shape fill: a scrim behind a panel,
    /// `Color.black.opacity(0.5)`, `Color.clear.contentShape(Rectangle())`.
    static func isFill(_ view: ExprSyntax) -> Bool {
        let root = withoutModifiers(view)
        return root.tokens(viewMode: .sourceAccurate).allSatisfy { token in
            guard token.tokenKind.isIdentifier, token.text.startsUppercase else { return true }
            return fillNames.contains(token.text)
        }
    }

    /// The view a modifier chain starts from (`Color.black` in `Color.black.opacity(0.5).onTapGesture { … }`).
    static func withoutModifiers(_ view: ExprSyntax) -> ExprSyntax {
        var current = view
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            current = base
        }
        return current
    }

    struct SingleTap { let action: ClosureExprSyntax? }

    /// `TapGesture()`, `TapGesture(count: 1).onEnded { … }`: a single tap, with the closure
    /// it runs when one is written; nil for any other gesture.
    static func singleTap(_ expression: ExprSyntax) -> SingleTap? {
        var current: ExprSyntax? = expression
        var action: ClosureExprSyntax?
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.trimmedText == "TapGesture" {
                guard let count = call.arguments.first(where: { $0.label?.text == "count" }) else { return SingleTap(action: action) }
                return count.expression.trimmedText == "1" ? SingleTap(action: action) : nil
            }
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            if member?.declName.baseName.text == "onEnded" {
                action = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            }
            current = member?.base
        }
        return nil
    }

    /// A tap whose action only sets a `@FocusState` (`guard !focused else { return }; focused =
    /// true`, `isFocused.wrappedValue = true` through a `FocusState<Bool>.Binding`): it moves
    /// keyboard focus into a field, which is its own element for VoiceOver. On a view that draws
    /// the field (`SearchField(…)`, a project type with a `TextField`), the flags it sets beside
    /// the focus (`isInSearch.toggle()`) are the field's own activation too.
    func onlyMovesFocus(_ action: ClosureExprSyntax, on view: ExprSyntax?) -> Bool {
        guard !scope.focusState.isEmpty else { return false }
        let onField = view.map(drawsField) ?? false
        var setsFocus = false
        func read(_ statements: CodeBlockItemListSyntax, depth: Int) -> Bool {
            for statement in statements {
                if statement.item.is(GuardStmtSyntax.self) { continue }
                if let call = statement.item.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "withAnimation", depth < 4,
                   let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) {
                    guard read(closure.statements, depth: depth + 1) else { return false }
                    continue
                }
                if let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                   sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                   let target = sequence.elements.first?.trimmedText,
                   scope.focusState.contains(Self.stateName(target)) {
                    setsFocus = true
                    continue
                }
                guard onField, Self.stateChanges(CodeBlockItemListSyntax([statement]), depth: depth) != nil else { return false }
            }
            return true
        }
        return read(action.statements, depth: 0) && setsFocus
    }

    /// Whether a view (its modifiers aside) draws a text field: written in it, or in the body
    /// of a project view type it names.
    private func drawsField(_ view: ExprSyntax) -> Bool {
        Self.withoutModifiers(view).tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind.isIdentifier && (ViewKind(token.text) == .textField || project.fieldViews.contains(token.text))
        }
    }

    /// A tap whose action only ends editing (`hideKeyboard()`, `endEditing(true)`, a
    /// `resignFirstResponder` action sent to the app): a tap on the background that puts the
    /// keyboard away, which VoiceOver users do with the keyboard's own controls; not a control.
    /// A tap that only scrolls (`proxy.scrollTo(last)`, animated or not): a shortcut for what
    /// VoiceOver's three-finger swipe does, so nothing is out of reach without it.
    static func onlyScrolls(_ statements: CodeBlockItemListSyntax, depth: Int = 0) -> Bool {
        guard depth < 4, !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard let call = statement.item.as(FunctionCallExprSyntax.self) else { return false }
            let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedText
            if called == "scrollTo" { return true }
            guard called == "withAnimation", let body = call.trailingClosure else { return false }
            return onlyScrolls(body.statements, depth: depth + 1)
        }
    }

    static func onlyDismissesKeyboard(_ action: ClosureExprSyntax) -> Bool {
        guard !action.statements.isEmpty else { return false }
        return action.statements.allSatisfy { statement in
            guard let call = statement.item.as(FunctionCallExprSyntax.self) else { return false }
            let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            let lowered = called.lowercased()
            if ["endediting", "end_editing", "resignfirstresponder"].contains(lowered) { return true }
            if lowered.containsText("keyboard"), ["hide", "dismiss", "close"].contains(where: lowered.hasPrefix) { return true }
            return called == "sendAction" && call.arguments.first?.expression.trimmedText.containsText("resignFirstResponder") == true
        }
    }

    /// A tap that only toggles a `@State` flag that starts `true` and shows the view's own
    /// controls (`@State var showMenu = true`, `if showMenu { HStack { Button(…) … } }`), or
    /// the binding of such a flag a parent view hands it (`ProjectIndex.chromeFlags`): it
    /// hides and shows a full-screen viewer's chrome, which is there from the start, so nothing
    /// is out of reach without it.
    func onlyTogglesShownControls(_ action: ClosureExprSyntax) -> Bool {
        guard let changes = Self.stateChanges(action.statements, depth: 0), changes.count == 1,
              let change = changes.first, change.value == nil, let type = Self.enclosingType(action) else { return false }
        let typeName = scope.name.split(separator: ".").last.map(String.init) ?? scope.name
        if project.chromeFlags.contains("\(typeName).\(change.name)") { return true }
        var startsTrue = false
        var showsControls = false
        for token in type.tokens(viewMode: .sourceAccurate) where token.text == change.name && token.tokenKind.isIdentifier {
            if let binding = token.parent?.parent?.as(PatternBindingSyntax.self),
               binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
               binding.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.trimmedText.containsText("@State") == true {
                startsTrue = true
            }
            // `if showMenu { … }`: the flag alone is the condition.
            if let condition = token.parent?.parent?.as(ConditionElementSyntax.self),
               condition.condition.trimmedText == token.text,
               let branch = condition.parent?.parent?.as(IfExprSyntax.self), drawsControl(in: Syntax(branch.body)) {
                showsControls = true
            }
        }
        return startsTrue && showsControls
    }

    /// A tap that only sets flags the file reads nowhere but in `.lineLimit(…)` (and in the
    /// `.animation(_:value:)` that animates them): `.lineLimit(isExpanded ? nil : 1)` shows a
    /// truncated text whole, which VoiceOver reads whole already, so nothing is out of reach.
    static func onlyLiftsLineLimit(_ action: ClosureExprSyntax) -> Bool {
        guard let changes = stateChanges(action.statements, depth: 0), !changes.isEmpty else { return false }
        let names = Set(changes.map(\.name))
        var limits = false
        for token in Syntax(action).root.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier && names.contains(token.text) {
            if token.parent?.parent?.is(PatternBindingSyntax.self) == true { continue }
            if readsIn(token, modifiers: ["lineLimit"]) {
                limits = true
                continue
            }
            guard !readsIn(token, modifiers: ["animation"]) else { continue }
            // Where it is changed: `isExpanded = true`, `isExpanded.toggle()`, in this tap or another.
            let reference = token.parent.map(Syntax.init)
            let assigned = reference.flatMap { $0.parent?.as(SequenceExprSyntax.self) ?? $0.parent?.parent?.as(SequenceExprSyntax.self) }
                .map { $0.elements.first?.id == reference?.id && $0.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true } ?? false
            let toggled = reference?.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toggle"
            guard assigned || toggled else { return false }
        }
        return limits
    }

    /// Whether a token is inside the arguments of a modifier named in `modifiers`.
    private static func readsIn(_ token: TokenSyntax, modifiers: Set<String>) -> Bool {
        Syntax(token).ancestors(withinDeclaration: true).contains { child, parent in
            guard let call = parent.as(FunctionCallExprSyntax.self), call.arguments.id == child.id,
                  let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
            return modifiers.contains(name)
        }
    }

    /// A tap whose every change a `Button` of the same type also makes (the scrim behind a
    /// panel sets `showPanel = false`, the toolbar button toggles `showPanel`): on a fill that
    /// VoiceOver does not present, the tap is a pointer shortcut for a control it reaches. On a
    /// view with text or an image it is still judged: that view looks like a control and is
    /// not announced as one (WCAG 4.1.2).
    func doneByAButton(_ action: ClosureExprSyntax) -> Bool {
        guard let changes = Self.stateChanges(action.statements, depth: 0), !changes.isEmpty,
              let type = Self.enclosingType(action) else { return false }
        var made: [(name: String, value: String?)] = []
        for token in type.tokens(viewMode: .sourceAccurate) where token.text == "Button" && token.tokenKind.isIdentifier {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            // `Button(action: { … }) { label }`, `Button("Close") { … }`, `Button { … } label: { … }`.
            let labelled = call.arguments.first { $0.label?.text == "action" }
            guard let buttonAction = labelled.map({ $0.expression.as(ClosureExprSyntax.self) }) ?? call.trailingClosure else { continue }
            made += Self.changesAnywhere(in: Syntax(buttonAction))
        }
        return changes.allSatisfy { change in
            made.contains { $0.name == change.name && ($0.value == nil || $0.value == change.value) }
        }
    }

    /// A scrim's tap that closes a panel the view's caller shows (`showSidebar = false` on a
    /// `@Binding` the view is handed), beside literal resets of its own (`offset = 0`): the
    /// caller's control that opened the panel is the way to it that VoiceOver reaches. So is a
    /// store's (`store.send(.dismissMenu)`: the state is the reducer's, opened by another
    /// action). A flag of the view's own (`@State`) has no such caller: then the tap is judged.
    func closesACallersPanel(_ action: ClosureExprSyntax) -> Bool {
        if action.statements.count == 1, let call = action.statements.first?.item.as(FunctionCallExprSyntax.self),
           (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedText) == "send",
           let sent = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            return ["dismiss", "close", "hide"].contains { sent.hasPrefix($0) }
        }
        // Only literals: a toggle (a nil value) is not a reset.
        guard let members = Self.enclosingType(action)?.declGroup?.memberBlock.members,
              let sets = Self.stateChanges(action.statements, depth: 0, numbers: true), sets.allSatisfy({ $0.value != nil }) else { return false }
        let bindings = Set(members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.attributes.trimmedText.hasPrefix("@Binding") }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } })
        return sets.contains { ($0.value == "false" || $0.value == "nil") && bindings.contains($0.name) }
    }

    /// The flags an action changes when that is all it does, `withAnimation` around them
    /// aside: each name with the literal it is set to, or nil when it is toggled. Nil when the
    /// action does anything else. `numbers`: a number set (`offset = 0`) is a change too.
    static func stateChanges(_ statements: CodeBlockItemListSyntax, depth: Int, numbers: Bool = false) -> [(name: String, value: String?)]? {
        var changes: [(name: String, value: String?)] = []
        for statement in statements {
            if let call = statement.item.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "withAnimation", depth < 4 {
                guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                      let inner = stateChanges(closure.statements, depth: depth + 1, numbers: numbers) else { return nil }
                changes += inner
            } else if let change = stateChange(Syntax(statement.item), numbers: numbers) {
                changes.append(change)
            } else {
                return nil
            }
        }
        return changes
    }

    /// Every flag change anywhere in `node` (a button's action, whatever else it does).
    private static func changesAnywhere(in node: Syntax) -> [(name: String, value: String?)] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> (name: String, value: String?)? in
            guard token.tokenKind == .equal || token.text == "toggle" else { return nil }
            // `=` in an assignment's sequence, `toggle` in a call's member access: three levels up.
            return token.parent?.parent?.parent.flatMap { stateChange($0) }
        }
    }

    /// `flag = false` (a literal), `flag.toggle()`, `flag = !flag`, and with `numbers`
    /// `offset = 0`; nil for anything else.
    private static func stateChange(_ node: Syntax, numbers: Bool = false) -> (name: String, value: String?)? {
        if let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
           let base = member.base {
            return (stateName(base.trimmedText), nil)
        }
        guard let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.elements.first, let value = sequence.elements.last else { return nil }
        let name = stateName(target.trimmedText)
        if let negated = value.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
           stateName(negated.expression.trimmedText) == name {
            return (name, nil)
        }
        guard value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
                || (numbers && (value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self))) else { return nil }
        return (name, value.trimmedText)
    }

    /// `self.flag`, `flag` and a binding's `flag.wrappedValue` (`flag?.wrappedValue`) are the same property.
    static func stateName(_ written: String) -> String {
        var name = written.hasPrefix("self.") ? String(written.dropFirst(5)) : written
        for suffix in ["?.wrappedValue", ".wrappedValue"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// The type declaration (or extension) the syntax is written in.
    private static func enclosingType(_ node: some SyntaxProtocol) -> Syntax? {
        Syntax(node).ancestors(withinDeclaration: false).first { _, parent in
            parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self)
        }?.parent
    }

    /// Whether a view (with its modifiers) draws a control of its own: written in it, in a
    /// view member of this type it names (`sideMenuItems(…)`), or in the body of a project
    /// view type (`PubkeyView(…)`, project index).
    func drawsControl(_ view: ExprSyntax) -> Bool {
        drawsControl(in: Syntax(Self.withoutModifiers(view)))
    }

    /// Whether the views written in `node` include a control, directly or through a view
    /// member of this type or a project view type they name.
    private func drawsControl(in node: Syntax) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
            if ViewKind(token.text).isControl || project.controlViews.contains(token.text) { return true }
            if let statements = viewMembers[scope.name]?[token.text], !Self.isLocal(token.text, at: token),
               statements.tokens(viewMode: .sourceAccurate).contains(where: { ViewKind($0.text).isControl || project.controlViews.contains($0.text) }) {
                return true
            }
        }
        return false
    }
}
#endif
