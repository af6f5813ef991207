// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import DesignTokens
import Diagnostics
import Motion
import SwiftSyntax

/// Animations, transitions and the Reduce Motion path (docs/swiftui.md, "motion" and
/// "Reduce Motion path").
extension ViewReader {
    /// SwiftUI's named animations with their defaults (the built-in registry's `motion.curve.*`
    /// values: Apple's documented durations and bounces); `extraBounce` adds to the bounce.
    static let namedSprings: [String: (duration: Double, bounce: Double)] = [
        "smooth": (0.5, 0), "snappy": (0.5, 0.15), "bouncy": (0.5, 0.3), "spring": (0.5, 0),
    ]
    static let namedCurves: [String: CubicBezier] = [
        "easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear,
    ]

    mutating func readMotion(_ name: String, _ call: FunctionCallExprSyntax, at: Diagnostics.SourceLocation, into component: inout SpecComponent) {
        guard let first = call.arguments.first?.expression else {
            // `.transaction { $0.disablesAnimations = reduceMotion }`, `.phaseAnimator(…) { … }`.
            noteMotion(call, at: at, into: &component)
            return
        }
        switch name {
        case "animation":
            if first.trimmedText == "nil" {
                component.animation = Spanned(.none, at: at)
            } else if let body = call.trailingClosure, !Self.mentions(Syntax(body), Self.layoutModifiers) {
                // `.animation(_:body:)` animates only what its closure applies: a fade or a
                // colour there moves nothing, and the modifiers before it are not its.
            } else if let curve = curve(first) {
                component.animation = Spanned(.inline(curve.curve), at: at)
                component.code?.timesAChange = curve.timed && !curve.repeats
                let played = animatedEffects(before: call, on: component)
                component.code?.animatedEffects = played
                let travelled = travel(before: call, on: component)
                component.code?.playedTravel = travelled
                if valueSetOnlyByReduceMotionChoice(call) { component.code?.hasReduceMotionPath = true }
                if curve.repeats {
                    component.autoplay = Spanned(Autoplay(duration: nil, loops: true, pausable: false), at: at)
                    if scope.isLoadingIndicator { component.essential = true }
                }
            }
        case "transition":
            // A curve SwiftUI names as it is (`withAnimation(.default)`) keeps the platform's
            // pace (`timesAChange`): the transition takes only a curve whose pace the code wrote,
            // so a later `.animation(_:value:)` cannot make the preset's duration judged.
            let animated = component.code?.timesAChange == false ? nil : component.animation.flatMap { spanned -> AnimationCurve? in
                if case .inline(let curve) = spanned.value { return curve }
                return nil
            }
            // With no animation written on the view, the curve is whatever animates the change
            // elsewhere: unknown (`none`), so no duration is judged from a guess.
            // A moving transition that cannot play is left out; one that moves nothing is kept
            // as before (the rule judges it, which finds nothing, instead of the view's animation).
            if let effects = transition(first), !Self.isMoving(effects) || (Self.mayBeInserted(call) && !insertedUnanimated(call)) {
                component.transition = Spanned(.inline(InlineMotion(insertion: effects.insertion, removal: effects.removal,
                                                                    curve: animated.map(CurveSpec.inline) ?? .none, prominence: nil)), at: at)
            }
            if animatedByReduceMotionChoice(call) { component.code?.hasReduceMotionPath = true }
        default:
            break
        }
        noteMotion(call, at: at, into: &component)
    }

    /// The effects written before `animation` in its chain (`.scaleEffect(start ? 1 : 3)
    /// .animation(…)`) that switch between two states: what it animates. A symbol turned in
    /// place (a disclosure chevron) is an indicator, not motion.
    func animatedEffects(before animation: FunctionCallExprSyntax, on component: SpecComponent) -> [String] {
        var effects: Set<String> = []
        var base = animation.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let call = base?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base != nil {
            let name = member.declName.baseName.text
            if Self.effectModifiers[name] != nil, let effect = switchedEffect(name, call),
               !(effect == "rotation" && Self.isSymbol(component)) {
                effects.insert(effect)
            }
            base = member.base
        }
        return effects.sorted()
    }

    /// The modifiers that move, scale or rotate a view, and the effect each plays.
    static let effectModifiers = ["scaleEffect": "scale", "offset": "offset", "rotationEffect": "rotation", "rotation3DEffect": "rotation"]

    /// The modifiers that move a view or change its size or place.
    static let layoutModifiers: Set<String> = Set(effectModifiers.keys).union(["frame", "padding", "position", "transition", "matchedGeometryEffect"])

    /// An effect modifier's values: its arguments but the `anchor:` and `axis:` it turns about.
    static func effectValues(of call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        call.arguments.filter { $0.label?.text != "anchor" && $0.label?.text != "axis" }
    }

    /// The widest screen a view can span, in points: iPad Pro 13-inch in landscape (1,376 pt).
    static let widestScreen = 1_376.0

    /// How far, in points, what `animation` plays moves at most: the largest change between the
    /// written ends of the scales and offsets switched before it (a scale's as a share of the
    /// view's frame, else of the widest screen; none for a scale a press or focus state
    /// switches), press feedback of written ends included. nil when an end is
    /// not a number, a rotation is played, or nothing switched is written (the value then
    /// drives views elsewhere): a spring's overshoot of it is then of unknown size.
    func travel(before animation: FunctionCallExprSyntax, on component: SpecComponent) -> Double? {
        var largest: Double?
        var base = animation.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let frame = component.frame?.value
        let size = max(frame?.width ?? 0, frame?.height ?? 0) > 0 ? max(frame?.width ?? 0, frame?.height ?? 0) : Self.widestScreen
        while let call = base?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base != nil {
            let name = member.declName.baseName.text
            base = member.base
            guard Self.effectModifiers[name] != nil else { continue }
            let choices = Self.effectValues(of: call).compactMap { Self.choice(in: $0.expression, depth: 0) }
            guard !choices.isEmpty else { continue }
            if name == "scaleEffect", choices.allSatisfy({ Self.isFeedbackState($0.condition) }) {
                largest = max(largest ?? 0, 0)  // press or focus feedback: no motion (`switchedEffect`)
                continue
            }
            guard name == "scaleEffect" || name == "offset" else { return nil }
            for choice in choices {
                guard let a = number(choice.then), let b = number(choice.else) else { return nil }
                let moved = abs(a - b) * (name == "scaleEffect" ? size : 1)
                largest = max(largest ?? 0, moved)
            }
        }
        return largest
    }

    /// A scale, offset or rotation that switches between two states (`start ? 1 : 3`,
    /// `.degrees(open ? 90 : 0)`): "scale", "offset" or "rotation". A value that follows a
    /// gesture or a computation is not taken (it may track the user's finger: movement the user
    /// controls), nor a scale of under 10 % between written ends (a press's feedback, not a
    /// zoom; 10 % is the motion rules' threshold for a prominent scale), nor a scale a press or
    /// focus state switches (`configuration.isPressed ? 0.9 : 1`: the user's own press or move
    /// answered while it lasts), nor ends that are equal.
    func switchedEffect(_ name: String, _ call: FunctionCallExprSyntax) -> String? {
        let choices = Self.effectValues(of: call).compactMap { Self.choice(in: $0.expression, depth: 0) }
        guard !choices.isEmpty else { return nil }
        let ends = choices.map { (number($0.then), number($0.else)) }
        if ends.allSatisfy({ $0.0 != nil && $0.0 == $0.1 }) { return nil }
        switch name {
        case "scaleEffect":
            if choices.allSatisfy({ Self.isFeedbackState($0.condition) }) { return nil }
            let feedback = ends.allSatisfy { ends in
                guard let a = ends.0, let b = ends.1, min(a, b) > 0 else { return false }
                return !Self.moves("scale", from: a, to: b)
            }
            return feedback ? nil : "scale"
        case "offset": return "offset"
        default: return "rotation"
        }
    }

    /// A press or focus state as a choice's whole condition (`isPressed`, `!pressed`,
    /// `configuration.isPressed`, `isFocused`).
    static func isFeedbackState(_ condition: [ExprSyntax]) -> Bool {
        guard condition.count == 1, var expression = condition.first else { return false }
        if let negated = expression.as(PrefixOperatorExprSyntax.self) { expression = negated.expression }
        let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map { feedbackStates.contains($0.lowercased()) } ?? false
    }

    static let feedbackStates: Set<String> = ["ispressed", "pressed", "pressing", "ispressing", "isfocused", "focused"]

    private static func isSymbol(_ component: SpecComponent) -> Bool {
        if case .symbol? = component.code?.image { return true }
        return false
    }

    /// The choice of two values an argument makes, directly or inside a call
    /// (`.degrees(open ? 90 : 0)`, `CGSize(width: 0, height: shown ? 0 : 40)`).
    private static func choice(in expression: ExprSyntax, depth: Int) -> (condition: [ExprSyntax], then: ExprSyntax, else: ExprSyntax)? {
        if let found = ternary(expression) { return found }
        guard depth < 4, let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return call.arguments.lazy.compactMap { choice(in: $0.expression, depth: depth + 1) }.first
    }

    /// SwiftUI's default animation: a spring of 0.55 s response, critically damped (the
    /// registry's `motion.curve.default`).
    static let defaultCurve: AnimationCurve? = (try? Spring(response: 0.55, dampingFraction: 1)).map(AnimationCurve.spring)

    /// Whether the view type chooses this motion by Reduce Motion: the modifier's arguments read
    /// the Reduce Motion value (or a value computed from it), or the modifier sits in a branch
    /// of a conditional on it, or a configured helper gives it.
    private func noteMotion(_ call: FunctionCallExprSyntax, at: Diagnostics.SourceLocation, into component: inout SpecComponent) {
        if choosesByReduceMotion(Syntax(call)) { component.code?.hasReduceMotionPath = true }
    }

    /// `withAnimation(curve) { … }` in an action or event closure: the animation of the view
    /// whose closure it is. Of several, the first that plays an effect (below) is the one
    /// judged and pointed at; else the last with a curve written.
    func noteWithAnimation(in node: Syntax, into component: inout SpecComponent) {
        var player: (animation: Spanned<CurveSpec>, timed: Bool)?
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("withAnimation") {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else { continue }
            let at = location(call)
            // `withAnimation { … }` with no curve takes SwiftUI's default: not the code's choice,
            // so its pace is not judged.
            let written = call.arguments.first.flatMap { curve($0.expression) }
            if let written {
                component.animation = Spanned(.inline(written.curve), at: at)
                component.code?.timesAChange = written.timed && !written.repeats
            }
            // What it plays: the effects that follow the states it changes.
            let played = playedEffects(in: call)
            if !played.isEmpty {
                let earlier = component.code?.animatedEffects ?? []
                component.code?.animatedEffects = played.union(earlier).sorted()
                if player == nil, let curve = written?.curve ?? Self.defaultCurve {
                    player = (Spanned(.inline(curve), at: at), written.map { $0.timed && !$0.repeats } ?? false)
                }
            }
            if choosesByReduceMotion(Syntax(call)) { component.code?.hasReduceMotionPath = true }
        }
        if let player {
            component.animation = player.animation
            component.code?.timesAChange = player.timed
        }
    }

    /// What a `withAnimation { … }` body plays: the effects that switch on a state it sets or
    /// toggles (`zoomed = true`, `self.zoomed.toggle()`), and those that take a state's value
    /// when it sets that state to a number far enough from its initial one (`scale = 1` from
    /// `@State var scale = 0.5`).
    func playedEffects(in call: FunctionCallExprSyntax) -> Set<String> {
        guard let body = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else { return [] }
        var played: Set<String> = []
        for token in body.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, scope.effectStates[name] != nil || scope.valueEffects[name] != nil,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self), let write = Self.stateWrite(through: reference) else { continue }
            played.formUnion(scope.effectStates[name] ?? [])
            if let sequence = write.assignment, let effect = scope.valueEffects[name],
               let value = sequence.elements.dropFirst(2).first.flatMap({ number($0) }), Self.moves(effect.effect, from: effect.from, to: value) {
                played.insert(effect.effect)
            }
        }
        return played
    }

    /// A state written through `reference` (`name = …`, `self.name = …`, `name.toggle()`): what
    /// is written (`self.name` as the member access, `name` as the reference) and, for an
    /// assignment, its sequence; nil when the reference only reads the state.
    static func stateWrite(through reference: DeclReferenceExprSyntax) -> (written: Syntax, assignment: SequenceExprSyntax?)? {
        let written = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? Syntax($0) : nil }
            ?? Syntax(reference)
        if let sequence = written.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first.map(Syntax.init)?.id == written.id,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            return (written, sequence)
        }
        if let member = written.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == written.id,
           member.declName.baseName.text == "toggle" {
            return (written, nil)
        }
        return nil
    }

    /// Whether a change of a scale, offset or rotation's value is motion: a scale by 10 % or
    /// more (less is a press's feedback), any offset, a rotation of more than half a turn (an
    /// indicator's flip, a chevron's, is at most that).
    static func moves(_ effect: String, from: Double, to: Double) -> Bool {
        switch effect {
        case "scale": return min(from, to) > 0 ? max(from, to) / min(from, to) - 1 >= 0.1 : from != to
        case "rotation": return abs(from - to) > 180
        default: return from != to
        }
    }

    /// The effects of the type's views a state drives (`members`: the type's members):
    /// `effectStates`, per state named in a choice's condition (`.scaleEffect(zoomed ? 3 : 1)`,
    /// `.offset(y: shown ? 0 : 40)`), what switches on it; `valueEffects`, per `@State` number
    /// given as the value itself (`.scaleEffect(scale)`, `.rotationEffect(.degrees(turn))`), the
    /// effect and the state's initial value. A rotation between two angles at most half a turn
    /// apart (a chevron's flip) and an effect chosen by Reduce Motion are left out. In the same
    /// walk, `movesOnInsertion`: a `.transition(…)` in the type moves (a scale, a slide).
    func drivenEffects(in members: MemberBlockItemListSyntax)
        -> (effectStates: [String: Set<String>], valueEffects: [String: (effect: String, from: Double)], movesOnInsertion: Bool) {
        var initial: [String: Double] = [:]
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.trimmedText.containsText("@State") else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value, let start = number(value) {
                    initial[name] = start
                }
            }
        }
        var states: [String: Set<String>] = [:], values: [String: (effect: String, from: Double)] = [:]
        var movesOnInsertion = false
        for token in members.tokens(viewMode: .sourceAccurate) {
            // Only a name can be a modifier: punctuation and keywords make no text here.
            guard case .identifier(let text) = token.tokenKind else { continue }
            if !movesOnInsertion, text == "transition", let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               call.calledExpression.id == token.parent?.parent?.id, let first = call.arguments.first?.expression,
               let effects = transition(first), Self.isMoving(effects) {
                movesOnInsertion = true
            }
            guard let kind = Self.effectModifiers[text], let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base != nil,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  !choosesByReduceMotion(Syntax(call)) else { continue }
            for argument in Self.effectValues(of: call) {
                if let choice = Self.choice(in: argument.expression, depth: 0) {
                    guard let effect = switchedEffect(text, call),
                          !(effect == "rotation" && !Self.moves(effect, from: number(choice.then) ?? 0, to: number(choice.else) ?? 360)) else { continue }
                    for part in choice.condition {
                        for name in part.tokens(viewMode: .sourceAccurate) where name.tokenKind.isIdentifier && name.parent?.is(DeclReferenceExprSyntax.self) == true {
                            states[name.text, default: []].insert(effect)
                        }
                    }
                } else if let name = Self.drivingState(argument.expression), let from = initial[name] {
                    values[name] = (kind, from)
                }
            }
        }
        return (states, values, movesOnInsertion)
    }

    /// `.animation(_:value:)` whose value the type sets only on a path Reduce Motion chooses
    /// (`if reduceMotion { … } else { exploded = true }`): with Reduce Motion on the value does
    /// not change, so the animation does not play. A value handed on as a binding or `inout`
    /// may be written elsewhere: no path then.
    func valueSetOnlyByReduceMotionChoice(_ animation: FunctionCallExprSyntax) -> Bool {
        guard let value = animation.arguments.first(where: { $0.label?.text == "value" })?.expression,
              let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? value.as(MemberAccessExprSyntax.self).flatMap({ $0.base.map(Self.isSelf) == true ? $0.declName.baseName.text : nil }),
              let type = Syntax(animation).ancestors(withinDeclaration: false).first(where: { $0.parent.is(MemberBlockSyntax.self) })?.parent
        else { return false }
        var writes = 0
        let binding = "$" + name
        for token in type.tokens(viewMode: .sourceAccurate) {
            let text = token.text
            guard text == name || text == binding else { continue }
            // A binding (`$exploded`) or an `inout` use (`&exploded`) hands the value to a writer not read here.
            if text != name || token.parent?.parent?.is(InOutExprSyntax.self) == true { return false }
            guard token.tokenKind.isIdentifier, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let write = Self.stateWrite(through: reference) else { continue }
            guard choosesByReduceMotion(write.written) else { return false }
            writes += 1
        }
        return writes > 0
    }

    /// The state a value is, alone or inside an angle (`turn`, `.degrees(turn)`, `Angle(degrees: turn)`).
    private static func drivingState(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) { return member.declName.baseName.text }
        guard let call = expression.as(FunctionCallExprSyntax.self), ["degrees", ".degrees", "Angle"].contains(call.calledExpression.trimmedText),
              call.arguments.count == 1, let only = call.arguments.first?.expression else { return nil }
        return drivingState(only)
    }

    /// `if reduceMotion { …; return }` or `guard !reduceMotion else { return }`: the code after
    /// it runs only with Reduce Motion off.
    private static func returnsEarly(on names: Set<String>, _ item: CodeBlockItemSyntax.Item) -> Bool {
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return mentions(Syntax(guardStatement.conditions), names)
        }
        let branch = item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.as(IfExprSyntax.self)
        guard let branch, mentions(Syntax(branch.conditions), names), let last = branch.body.statements.last?.item else { return false }
        return last.is(ReturnStmtSyntax.self)
    }

    func choosesByReduceMotion(_ node: Syntax) -> Bool {
        let names = scope.reduceMotion.union(options.reduceMotionHelpers).union(project.reduceMotionAnimations).union(["isReduceMotionEnabled"])
        if Self.mentions(node, names) { return true }
        // Inside `if reduceMotion { … } else { … }` or `reduceMotion ? a : b` in the view's code.
        return node.ancestors(withinDeclaration: true).contains { child, parent in
            if let branch = parent.as(IfExprSyntax.self), Self.mentions(Syntax(branch.conditions), names) { return true }
            // After `if reduceMotion { …; return }` or `guard !reduceMotion else { return }`.
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if Self.returnsEarly(on: names, item.item) { return true }
                }
            }
            guard let expression = parent.as(ExprSyntax.self), let ternary = Self.ternary(expression) else { return false }
            return ternary.condition.contains { Self.mentions(Syntax($0), names) }
        }
    }

    /// An animation expression's curve: `.spring(response:dampingFraction:)`, `.bouncy`,
    /// `.easeInOut(duration: 0.2)`, `.default.repeatForever()`, `Animation.spring`, …; `timed`
    /// when the code writes its duration (or response, or stiffness), not SwiftUI's preset's.
    func curve(_ expression: ExprSyntax, depth: Int = 0) -> (curve: AnimationCurve, repeats: Bool, timed: Bool)? {
        guard depth < 8 else { return nil }
        var name: String?
        var arguments: [LabeledExprSyntax] = []
        if let ternary = Self.ternary(expression) {
            // `reduceMotion ? nil : .bouncy`: the branch that moves more is the one to judge.
            let branches = [curve(ternary.then, depth: depth + 1), curve(ternary.else, depth: depth + 1)].compactMap { $0 }
            return branches.max { $0.curve.overshoot < $1.curve.overshoot }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self),
           let first = call.arguments.first?.expression {
            // A project's helper (`adaptive(.bouncy)`): the animation it is given.
            return curve(first, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if member.base != nil, member.base?.trimmedText != "Animation", let base = member.base {
                return curve(base, depth: depth + 1)
            }
        } else if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let called = member.declName.baseName.text
            if let base = member.base, base.trimmedText != "Animation" {
                // `.bouncy.repeatForever()`, `.spring().delay(0.1)`, `.easeIn.speed(2)`.
                guard let inner = curve(base, depth: depth + 1) else { return nil }
                return (inner.curve, inner.repeats || called == "repeatForever" || called == "repeatCount", inner.timed)
            }
            name = called
            arguments = Array(call.arguments)
        } else if let value = constant(expression) {
            return curve(value, depth: depth + 1)
        }
        guard let name else { return nil }
        if Self.namedSprings[name] == nil, Self.namedCurves[name] == nil, let value = project.animations[name] {
            // The project's own `extension Animation { static var … }`: what it returns.
            return curve(value, depth: depth + 1)
        }
        func value(_ label: String) -> Double? { arguments.first { $0.label?.text == label }.flatMap { number($0.expression) } }
        if name == "default" { return Self.defaultCurve.map { ($0, false, false) } }
        if let named = Self.namedSprings[name] {
            if let response = value("response") {
                return (try? Spring(response: response, dampingFraction: value("dampingFraction") ?? 0.825)).map { (.spring($0), false, true) }
            }
            let bounce = (value("bounce") ?? named.bounce) + (value("extraBounce") ?? 0)
            let duration = value("duration")
            return (try? Spring(duration: duration ?? named.duration, bounce: bounce)).map { (.spring($0), false, duration != nil) }
        }
        if name == "interactiveSpring" {
            let response = value("response")
            return (try? Spring(response: response ?? 0.15, dampingFraction: value("dampingFraction") ?? 0.86)).map { (.spring($0), false, response != nil) }
        }
        if name == "interpolatingSpring", let stiffness = value("stiffness"), let damping = value("damping") {
            return (try? Spring(mass: value("mass") ?? 1, stiffness: stiffness, damping: damping)).map { (.spring($0), false, true) }
        }
        if let bezier = Self.namedCurves[name] {
            let duration = value("duration")
            return (try? TimedCurve(duration: duration ?? 0.35, timingFunction: bezier)).map { (.timed($0), false, duration != nil) }
        }
        return nil
    }

    /// A transition's insertion and removal effects: `.opacity`, `.scale`, `.slide`,
    /// `.move(edge:)`, `.offset(…)`, `.push(from:)`, `.asymmetric(…)`, `.combined(with:)`; of a
    /// choice of two that both move (`forward ? .move(edge: .trailing) : .move(edge: .leading)`),
    /// the first: it moves whatever the condition. A choice between a transition that moves and
    /// one that does not is how a reduced path is written, whatever its condition is named
    /// (isowords's `store.isAnimationReduced`, the app's own setting seeded from the system's):
    /// not known, rather than guessed.
    func transition(_ expression: ExprSyntax, depth: Int = 0) -> (insertion: MotionEffects, removal: MotionEffects)? {
        guard depth < 8 else { return nil }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return transition(only.expression, depth: depth + 1)
        }
        if let choice = Self.ternary(expression) {
            guard let then = transition(choice.then, depth: depth + 1), let other = transition(choice.else, depth: depth + 1),
                  Self.isMoving(then), Self.isMoving(other) else { return nil }
            return then
        }
        var both = MotionEffects()
        let name: String
        var arguments: [LabeledExprSyntax] = []
        if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            arguments = Array(call.arguments)
            if let base = member.base, base.trimmedText != "AnyTransition" {
                // `.scale.combined(with: .opacity)`, `.move(edge: .top).animation(…)`.
                guard var combined = transition(base, depth: depth + 1) else { return nil }
                if name == "combined", let other = arguments.first.flatMap({ transition($0.expression, depth: depth + 1) }) {
                    combined.insertion.merge(other.insertion)
                    combined.removal.merge(other.removal)
                }
                return combined
            }
        } else {
            return nil
        }
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        switch name {
        case "opacity": both.opacity = 0
        case "identity": break
        case "scale": both.scale = argument("scale").flatMap { number($0) } ?? 0
        case "slide": both.edge = .leading
        case "move", "push":
            let edge = (argument("edge") ?? argument("from")).map { Self.memberNames($0) }?.first ?? "leading"
            both.edge = MotionEffects.Edge(rawValue: edge) ?? .leading
        case "offset":
            both.offsetX = argument("x").flatMap { number($0) } ?? 0
            both.offsetY = argument("y").flatMap { number($0) } ?? 0
            if both.offsetX == 0, both.offsetY == 0 { both.offsetY = 1 }  // an offset of unknown size still moves
        case "blurReplace": both.blur = 1; both.opacity = 0
        case "asymmetric":
            guard let insertion = argument("insertion").flatMap({ transition($0, depth: depth + 1) }),
                  let removal = argument("removal").flatMap({ transition($0, depth: depth + 1) }) else { return nil }
            return (insertion.insertion, removal.removal)
        default: return nil
        }
        return (both, both)
    }

    /// Whether the view a `.transition(…)` modifies can be inserted or removed on its own, so
    /// that the transition plays: it sits in an `if`, a `switch` or a `ForEach`, its identity
    /// changes (`.id(value)`, not a literal), it is a view member's whole view (whoever shows the
    /// member may insert it), or it is in the content of a view the reader does not know (a
    /// container of the project may show it conditionally). Anywhere else, inside a stack that
    /// is always there, it is never inserted alone, and SwiftUI plays the transition of the view
    /// inserted, not those of views inside it.
    static func mayBeInserted(_ transition: FunctionCallExprSyntax) -> Bool {
        // What the transition modifies: a `Group` hands it to each of its views, which an `if`
        // or `switch` in it inserts; a modifier SwiftUI does not define (`.showIf(speaking)`)
        // may insert the view itself.
        var base = transition.calledExpression.as(MemberAccessExprSyntax.self)?.base
        for _ in 0..<64 {
            guard let call = base?.as(FunctionCallExprSyntax.self) else { break }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
                let name = member.declName.baseName.text
                if !(keepsTheView.contains(name) || name.hasPrefix("accessibility") || name.hasPrefix("on")) { return true }
                if name == "id", changesIdentity(call) { return true }
                base = member.base
                continue
            }
            if ["Group", "ForEach"].contains(call.calledExpression.trimmedText) { return true }
            break
        }
        var node = Syntax(transition)
        var nested = false
        for _ in 0..<256 {
            guard let parent = node.parent else { return true }
            if parent.is(IfExprSyntax.self) || parent.is(SwitchExprSyntax.self) || parent.is(SwitchCaseSyntax.self) { return true }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id, member.declName.baseName.text == "id",
               let call = member.parent?.as(FunctionCallExprSyntax.self), changesIdentity(call) { return true }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let owner = closureOwner(closure), staticContainers.contains(owner) else { return true }
                nested = true
            }
            // A view member's code: its whole view may be inserted by whoever shows it; a local
            // `let` or function may be shown anywhere.
            if parent.is(VariableDeclSyntax.self) || parent.is(FunctionDeclSyntax.self) {
                return parent.parent?.is(MemberBlockItemSyntax.self) == true ? !nested : true
            }
            node = parent
        }
        return true
    }

    /// An `.id(…)` whose value may change (anything but a string literal): the view is
    /// inserted anew when it does.
    private static func changesIdentity(_ call: FunctionCallExprSyntax) -> Bool {
        !(call.arguments.first?.expression.is(StringLiteralExprSyntax.self) ?? false)
    }

    /// Whether the views a moving `transition` is on are inserted only by changes nothing
    /// animates, so that they appear at once whatever the transition says: they are shown by
    /// `if`s (or a `switch`) of a view member, up to a row a list or `ForEach` makes, whose
    /// conditions read only state no animation of the project changes (`AnimationDrivers`);
    /// the transition and its view bring no animation of their own; and the type animates no
    /// change wholesale (`.animation(_:)` with no value, `.transaction`). State a caller hands
    /// in (a plain stored property, a `@Binding`) or the system sets (`@Environment`,
    /// `@FocusState`) may change animated under another name: such a condition keeps the
    /// transition, as does a condition calling a function.
    func insertedUnanimated(_ transition: FunctionCallExprSyntax) -> Bool {
        guard !project.drivers.overflowed, !Self.mentions(Syntax(transition.arguments), ["animation"]) else { return false }
        var base = transition.calledExpression.as(MemberAccessExprSyntax.self)?.base
        for _ in 0..<64 {
            guard let call = base?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base != nil else { break }
            let name = member.declName.baseName.text
            guard (Self.keepsTheView.contains(name) || name.hasPrefix("accessibility")) && !["id", "animation", "transaction"].contains(name) else { return false }
            base = member.base
        }
        var conditions: [Syntax] = []
        walk: for (child, parent) in Syntax(transition).ancestors(withinDeclaration: true) {
            if let condition = Self.condition(over: child, in: parent) { conditions.append(condition) }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
               ["id", "transaction"].contains(member.declName.baseName.text) { return false }
            if let closure = parent.as(ClosureExprSyntax.self) {
                // A row a list makes is inserted as a whole; a closure given to anything else
                // (an action, a project container) may show the view whenever it runs.
                guard let owner = Self.closureOwner(closure), Self.staticContainers.union(["ForEach", "List"]).contains(owner) else { return false }
                if !Self.staticContainers.contains(owner) { break walk }
            }
        }
        guard !conditions.isEmpty, let members = Syntax(transition).ancestors(withinDeclaration: false)
            .first(where: { $0.parent.is(MemberBlockSyntax.self) })?.parent.as(MemberBlockSyntax.self) else { return false }
        guard !Self.animatesEveryChange(members), !project.drivers.animatedTypes.contains(String(scope.name.split(separator: ".").last ?? "")) else { return false }
        return conditions.allSatisfy { condition in
            // `if let instance` reads `instance`.
            let shorthand = condition.tokens(viewMode: .sourceAccurate).compactMap { token -> AnimationDrivers.Chain? in
                guard let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.id == token.id else { return nil }
                return AnimationDrivers.Chain(names: [token.text], isCall: false)
            }
            let chains = AnimationDrivers.chains(in: condition) + shorthand
            return !chains.isEmpty && chains.allSatisfy { chain in
                guard !chain.isCall, let first = chain.names.first else { return false }
                if !ownsState(first, in: members) { return false }
                return !AnimationDrivers.read(chain).contains { project.drivers.animates($0) }
                    && !chain.names.dropLast().contains { project.drivers.receivers.contains($0) }
            }
        }
    }

    /// A transition inside a view whose `.animation(_:value:)` chooses by Reduce Motion
    /// (`reduceMotion ? nil : .spring`, a project animation that turns itself off under it),
    /// inserted by conditions that read that value: under Reduce Motion the change is not
    /// animated, and the view appears without moving.
    private func animatedByReduceMotionChoice(_ transition: FunctionCallExprSyntax) -> Bool {
        var conditions: [Syntax] = []
        for (child, parent) in Syntax(transition).ancestors(withinDeclaration: true) {
            if let condition = Self.condition(over: child, in: parent) { conditions.append(condition) }
            guard let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == child.id, member.declName.baseName.text == "animation",
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  let value = call.arguments.first(where: { $0.label?.text == "value" }), let curve = call.arguments.first?.expression,
                  choosesByReduceMotion(Syntax(curve)) else { continue }
            let watched = Set(value.expression.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map(\.text))
            return !conditions.isEmpty && conditions.allSatisfy { Self.mentions($0, watched) }
        }
        return false
    }

    /// The condition of an `if` or the subject of a `switch` that `parent` is, when `child` is
    /// one of its branches: what decides whether the child's views are shown.
    private static func condition(over child: Syntax, in parent: Syntax) -> Syntax? {
        if let branch = parent.as(IfExprSyntax.self), branch.conditions.id != child.id { return Syntax(branch.conditions) }
        if let choice = parent.as(SwitchExprSyntax.self), choice.subject.id != child.id { return Syntax(choice.subject) }
        return nil
    }

    /// `.animation(_:)` with no value (every change of the views it modifies animates) or a
    /// `.transaction` among a type's modifiers.
    private static func animatesEveryChange(_ members: MemberBlockSyntax) -> Bool {
        members.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "animation" || token.text == "transaction",
                  let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id, member.base != nil,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else { return false }
            return token.text == "transaction" || (call.arguments.count == 1 && call.arguments.first?.label == nil
                && call.arguments.first?.expression.trimmedText != "nil")
        }
    }

    /// Whether a name a condition reads alone is state whose writes the project shows under
    /// that name: a `@State`, `@AppStorage`, `@SceneStorage` or object property of the type, or
    /// a constant; or no property of the type (a local, a parameter of a row's closure). A
    /// property a caller sets (no initial value, a `@Binding`) or the system sets
    /// (`@Environment(\.key)`, `@FocusState`, a query) is not.
    private func ownsState(_ name: String, in members: MemberBlockSyntax) -> Bool {
        let declared = Array(members.members) + (declaredTypes[scope.name].map(Array.init) ?? [])
        for member in declared {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else { continue }
            if case .getter? = binding.accessorBlock?.accessors { return true }
            let attributes = variable.attributes.trimmedText
            if ["@State", "@AppStorage", "@SceneStorage", "@ObservedObject", "@EnvironmentObject", "@Bindable", "@Published"].contains(where: attributes.contains) {
                return true
            }
            if attributes.containsText("@Environment(") { return attributes.containsText(".self)") }
            return attributes.isEmpty && binding.initializer != nil
        }
        return true
    }

    /// Whether a transition's insertion or removal moves (a scale, a slide, an offset, a
    /// rotation or a blur), not only fades.
    static func isMoving(_ transition: (insertion: MotionEffects, removal: MotionEffects)) -> Bool {
        !(transition.insertion.motionEffectNames + transition.removal.motionEffectNames).isEmpty
    }

    /// SwiftUI modifiers that show the view they modify whatever the state (with those named
    /// `accessibility…` and `on…`): anything else before a transition may be the project's own
    /// and show the view conditionally.
    static let keepsTheView: Set<String> = [
        "frame", "padding", "font", "fontWeight", "bold", "italic", "foregroundColor", "foregroundStyle", "background", "overlay",
        "opacity", "scaleEffect", "offset", "rotationEffect", "clipShape", "clipped", "cornerRadius", "shadow", "contentShape",
        "gesture", "simultaneousGesture", "highPriorityGesture", "animation", "labelStyle", "buttonStyle", "tint", "lineLimit",
        "multilineTextAlignment", "fixedSize", "layoutPriority", "zIndex", "disabled", "allowsHitTesting", "blur", "mask",
        "border", "aspectRatio", "scaledToFit", "scaledToFill", "resizable", "imageScale", "symbolRenderingMode", "position",
        "matchedGeometryEffect", "transaction", "environment", "environmentObject", "focused", "keyboardShortcut", "help",
        "contextMenu", "sheet", "alert", "confirmationDialog", "popover", "fullScreenCover", "navigationTitle", "toolbar",
        "safeAreaInset", "ignoresSafeArea", "edgesIgnoringSafeArea", "listRowBackground", "listRowInsets", "textCase",
        "minimumScaleFactor", "truncationMode", "lineSpacing", "kerning", "tracking", "monospacedDigit", "dynamicTypeSize",
        "preferredColorScheme", "colorScheme", "compositingGroup", "drawingGroup", "geometryGroup", "hidden", "redacted",
        "task", "refreshable", "searchable", "submitLabel", "textFieldStyle", "toggleStyle", "pickerStyle", "progressViewStyle",
        "controlSize", "buttonBorderShape", "glassEffect", "containerShape", "coordinateSpace", "id", "transition",
    ]

    /// SwiftUI views that always show the content of their closures (a `ForEach`, a `List` of
    /// data, a `ViewThatFits` or a `TabView` choose theirs, and are not here).
    static let staticContainers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView",
                                                "Form", "Section", "GeometryReader", "NavigationStack", "NavigationView", "Button",
                                                "Label", "Link", "NavigationLink", "Menu", "GroupBox", "ControlGroup", "Grid", "GridRow"]

    /// The view a closure is the content of: `HStack { … }`, `Button { … } label: { … }`.
    static func closureOwner(_ closure: ClosureExprSyntax) -> String? {
        var parent = closure.parent
        if parent?.is(MultipleTrailingClosureElementSyntax.self) == true || parent?.is(LabeledExprSyntax.self) == true {
            parent = parent?.parent?.parent
        }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether one of `names` is a token of `node` (also what the project index asks).
    static func mentions(_ node: Syntax, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return node.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }
}

extension MotionEffects {
    /// Adds `other`'s effects (`a.combined(with: b)`).
    mutating func merge(_ other: MotionEffects) {
        opacity = opacity ?? other.opacity
        scale = scale ?? other.scale
        blur = blur ?? other.blur
        edge = edge ?? other.edge
        offsetX = offsetX ?? other.offsetX
        offsetY = offsetY ?? other.offsetY
        rotation = rotation ?? other.rotation
    }
}
#endif
