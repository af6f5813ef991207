import ColorScience
import DesignSpec
import Diagnostics
import JSONSource

/// Reads one top-level frame (or one `/nodes` root) into a spec: the node tree becomes the
/// component tree (docs/figma.md's table in "What is read"), and what is behind each text and icon
/// is found by geometry and paint order, since real files draw a button's background as a rectangle
/// beside its label rather than around it.
final class FigmaFrameReader {
    private let state: FigmaReadState
    private let page: FigmaPage?
    private var frameName = ""

    /// What is painted so far, in paint order (a node's own fills before its children, siblings
    /// in order): where a text's backdrop is looked up.
    private var painted: [Painted] = []
    /// Indices into `painted` of the ancestors of the node being read: a backdrop that is an
    /// ancestor is already behind the component in the spec tree.
    private var paintedAncestors: Set<Int> = []
    /// What the subtree being read holds, gathered as its nodes are read (one pass, no second
    /// walk): whether a board is a picture or an illustration is known after its children.
    private var content = Content()

    private struct Content {
        var texts = 0
        /// Texts that give a value (a colour code, a measurement): a style guide's captions.
        var valueNotes = 0
        var largestText = 0.0
        var images = false
        var interactive = false
        /// Instances read as icons: a toolbar of icon instances is not an illustration.
        var iconInstances = 0

        mutating func add(_ other: Content) {
            texts += other.texts
            valueNotes += other.valueNotes
            iconInstances += other.iconInstances
            largestText = max(largestText, other.largestText)
            images = images || other.images
            interactive = interactive || other.interactive
        }
    }

    /// The largest an icon is (docs/figma.md, "What is read": illustrations); vectors above it are
    /// illustrations or backgrounds.
    static let iconSide = 48.0
    /// A GIF fill plays by itself; how long and whether it loops is in the image, which the file
    /// does not hold.
    static let gif = Autoplay(duration: nil, loops: nil, pausable: false)
    /// A text or icon whose box a different backdrop covers more than this part of stands on two
    /// backdrops; less is its edge touching a neighbour.
    static let straddled = 0.1
    /// A board scaled into another as a picture draws its texts smaller than this.
    static let pictureTextSize = 6.0

    private struct Painted {
        /// nil: the canvas, which is behind everything.
        var box: Box?
        var surface: Surface
    }

    /// An opaque color seen through, or a backdrop that cannot be known from the file.
    enum Surface {
        case color(ColorSpec, RGBA)
        case unknown

        var rgba: RGBA? { if case .color(_, let rgba) = self { rgba } else { nil } }
    }

    /// What a node inherits from its ancestors while it is read.
    private struct Scope {
        /// Component ids on the way down (a component inside itself is a cycle).
        var components: [String] = []
        /// A blend mode other than normal somewhere above: colors cannot be computed.
        var blended = false
        /// The product of the ancestors' opacities.
        var opacity = 1.0
        /// Inside a group of shapes drawn under a later sibling: its shapes are backgrounds.
        var shapesBehind = false
        /// The box of the frames above that clip their content: nothing shows outside it (a
        /// map's streets run past its frame, not under the text beside it). A frame that
        /// scrolls lifts it: its content outside comes into view (a carousel's next card).
        var clip: Box?
    }

    init(state: FigmaReadState, page: FigmaPage?) {
        self.state = state
        self.page = page
    }

    /// The spec of one top-level node; nil when the node cannot be read (the state says why).
    func document(_ json: JSONNode) -> SpecDocument? {
        guard let node = FigmaNode(json) else { return nil }
        frameName = node.name
        let isFrame = FigmaNodeType.topLevel.contains(node.type) || node.type == "INSTANCE"
        let fillPaints = FigmaPaint.read(node.member("fills"), state: state)
        // The canvas: the frame's own fills over the page's background (a /nodes response has
        // no page: white, the default of a new frame). Other roots keep their fills.
        let base = page?.background.map { Compositing.sourceOver($0, .white) } ?? .white
        var canvas = Surface.color(.literal(Color(base)), base)
        var rootFills: FillResult?
        if isFrame {
            var fills = FillResult(fillPaints, against: foregrounds(in: json))
            // A component definition without a fill of its own is drawn wherever it is used:
            // what is behind it is not the page's canvas (docs/figma.md, "What is linted").
            if node.type == "COMPONENT" || node.type == "COMPONENT_SET", fills.rgba.map({ $0.a <= 0 }) ?? true { fills.unknown = true }
            rootFills = fills
            if let rgba = fills.rgba, !fills.unknown {
                let over = Compositing.sourceOver(rgba, base)
                canvas = .color(rgba.a >= 1 ? (fills.spec ?? .literal(Color(over))) : .literal(Color(over)), over)
            }
        }
        painted = [Painted(box: nil, surface: canvas)]
        paintedAncestors = [0]
        let said = state.findingCount
        let components = convert(json, scope: Scope(), root: rootFills)
        if let reason = FigmaDocumentation.reason(texts: content.texts, valueNotes: content.valueNotes) {
            state.forgetFindings(from: said)
            state.notLinted("board '\(node.name)' (\(node.id))\(page.map { " on page '\($0.name)'" } ?? "") is a documentation board: \(reason)",
                            at: json.position)
            return nil
        }
        guard case .color(let canvasSpec, _) = canvas else { return nil }
        return SpecDocument(
            file: state.file, version: 1, name: node.name, platform: page?.platform,
            canvas: ColorReference(spec: canvasSpec, location: state.location(json.position)),
            components: components, location: state.location(json.position))
    }

    // MARK: Nodes

    /// The components of one node: itself, or its children when it is a frame or group that
    /// paints nothing and does nothing (flattened). `root`: the top frame, whose fills are the
    /// canvas already.
    private func convert(_ json: JSONNode, scope parentScope: Scope, root: FillResult? = nil, backsText: Bool = false) -> [SpecComponent] {
        guard let node = readable(json, scope: parentScope, isRoot: root != nil) else { return [] }
        let type = node.type
        let fillPaints = FigmaPaint.read(node.member("fills"), state: state)
        let strokes = FigmaPaint.read(node.member("strokes"), state: state)
        let backgroundBlur = readEffects(node)
        let userTriggered = state.interactions.userTriggered.contains(node.id)
        let box = readBox(node, at: json.position)
        let scope = scope(inside: node, box: box, parent: parentScope, backsText: backsText)
        let role = role(of: node, box: box, fills: fillPaints, userTriggered: userTriggered, isRoot: root != nil,
                        backsText: backsText || parentScope.shapesBehind)
        tally(node, fills: fillPaints, role: role, userTriggered: userTriggered)
        let opacity = FigmaPaint.clampedUnit(node.opacity)

        if root == nil, FigmaNodeType.flattenable.contains(type), role == .container, fillPaints.isEmpty, strokes.isEmpty,
           !userTriggered, !backgroundBlur, opacity >= 1, !hasMotion(node) {
            var flattened = subtree(of: node, box: box, at: json.position) { children(of: node, scope: scope) }
            if flattened.illustration { for index in flattened.components.indices { flattened.components[index].decorative = true } }
            return flattened.components
        }

        var component = SpecComponent(id: FigmaNode.specId(node.id), location: state.location(json.position), role: role)
        if userTriggered { component.interactive = true }
        component.opacity = opacity
        var notes: [String] = []
        if let box { component.frame = Spanned(size(box, node: node), at: component.location) }
        component.padding = padding(node).map { Spanned($0, at: component.location) }
        let variant = variantState(node)
        component.disabled = variant.disabled
        // A Hover, Pressed or Focused variant pictures the control under a pointer,
        // a finger or the keyboard; its contrast is checked, its size is the resting variant's,
        // checked there.
        if variant.transient { component.interactive = false }
        let blend = node.blendMode ?? "NORMAL"
        if scope.blended, blend != "NORMAL", blend != "PASS_THROUGH" {
            notes.append("blend mode \(blend): its colors are not checked")
        }

        let isText = type == "TEXT", isIcon = role == .icon
        var paintsBackground = false
        if isText || isIcon {
            readInk(json, isText: isText, fills: fillPaints, strokes: strokes, box: box, root: root, scope: scope, into: &component)
        } else if root == nil {
            paintsBackground = readBackground(node, json: json, fills: fillPaints, blur: backgroundBlur, box: box, scope: scope,
                                              clip: parentScope.clip, into: &component, notes: &notes)
        } else if let root {
            if root.unknown || (backgroundBlur && root.isTranslucent) { component.backdrop = Spanned(.unknown, at: component.location) }
            if root.animatedImage { component.autoplay = Spanned(Self.gif, at: component.location) }
        }
        if !isIcon, !scope.blended,
           let border = border(node, strokes: strokes, location: component.location) ?? outline(of: node, role: role, box: box, location: component.location) {
            component.border = border
        }
        if isText { readText(node, json: json, into: &component) }
        readMotion(node, into: &component, notes: &notes)
        component.origin = origin(node, notes: notes)

        if isText, case .inline(let font)? = component.font?.value, let size = font.size {
            content.largestText = max(content.largestText, size)
        }
        // A boolean operation's children are its operands, not drawn themselves.
        if !isIcon, type != "BOOLEAN_OPERATION" {
            let index = painted.count - 1
            if paintsBackground { paintedAncestors.insert(index) }
            let read = subtree(of: node, box: root == nil ? box : nil, at: json.position) { children(of: node, scope: scope) }
            if paintsBackground { paintedAncestors.remove(index) }
            if read.skipped { return [] }
            component.children = read.components
            if read.illustration, role == .container { component.decorative = true }
        }
        if isText { component.children += styledRuns(node, json: json, parent: component) }
        return [component]
    }

    /// The node, when it is one to read: visible, of a known type that paints, not an instance
    /// inside its own component, not documentation (each skip said, where it is worth saying).
    private func readable(_ json: JSONNode, scope: Scope, isRoot: Bool) -> FigmaNode? {
        guard let node = FigmaNode(json) else {
            state.brokenSave(json)
            return nil
        }
        guard node.isVisible else { return nil }
        let type = node.type
        guard FigmaNodeType.known.contains(type) else {
            state.skipped("node type '\(type)'", at: json.position)
            return nil
        }
        if FigmaNodeType.unpainted.contains(type) { return nil }
        if let cycle = componentCycle(node, scope: scope) {
            state.problem(cycle, at: json.position)
            return nil
        }
        if !isRoot, FigmaNodeType.named.contains(type) || type == "SECTION",
           let word = FigmaDocumentation.word(inName: node.name, alone: false) {
            state.notLinted("'\(node.name)' (\(node.id)) in frame '\(frameName)' documents the design (its name says '\(word)'), not UI", at: json.position)
            return nil
        }
        return node
    }

    /// What the node's children inherit from it and its ancestors.
    private func scope(inside node: FigmaNode, box: Box?, parent: Scope, backsText: Bool) -> Scope {
        var scope = parent
        if node.type == "COMPONENT" { scope.components.append(node.id) }
        if node.type == "INSTANCE", let main = node.componentId { scope.components.append(main) }
        let blend = node.blendMode ?? "NORMAL"
        scope.blended = scope.blended || !(blend == "NORMAL" || blend == "PASS_THROUGH")
        scope.opacity *= FigmaPaint.clampedUnit(node.opacity)
        if let scrolls = node.string("overflowDirection"), scrolls != "NONE" {
            scope.clip = nil
        } else if let box, node.member("clipsContent")?.boolValue == true {
            scope.clip = scope.clip.map { box.clipped(to: $0) } ?? box
        }
        if backsText, node.type == "GROUP" { scope.shapesBehind = true }
        return scope
    }

    /// Counts the node into what the subtree being read holds (`content`).
    private func tally(_ node: FigmaNode, fills: [FigmaPaint], role: Role, userTriggered: Bool) {
        if node.type == "TEXT" {
            content.texts += 1
            if FigmaDocumentation.givesValue(node.string("characters") ?? "") { content.valueNotes += 1 }
        }
        if fills.contains(where: \.isImage) { content.images = true }
        if userTriggered || role.isInteractiveByDefault { content.interactive = true }
        if role == .icon, node.type == "INSTANCE" || node.type == "COMPONENT" { content.iconInstances += 1 }
    }

    /// Whether the prototype moves the node: a transition, an animation, a timeout or a tab.
    private func hasMotion(_ node: FigmaNode) -> Bool {
        let interactions = state.interactions
        return interactions.transitions[node.id] != nil || interactions.animations[node.id] != nil
            || interactions.timeouts[node.id] != nil || interactions.tabDestinations.contains(node.id)
    }

    /// A text's or an icon's fills are its foreground, over what is painted behind it.
    private func readInk(_ json: JSONNode, isText: Bool, fills fillPaints: [FigmaPaint], strokes: [FigmaPaint], box: Box?,
                         root: FillResult?, scope: Scope, into component: inout SpecComponent) {
        let ink = isText ? fillPaints : iconInk(json, fills: fillPaints, strokes: strokes, box: box)
        let fills = FillResult(ink, against: [])
        if !scope.blended, let spec = fills.spec { component.foreground = ColorReference(spec: spec, location: component.location) }
        if let root, root.unknown {
            component.backdrop = Spanned(.unknown, at: component.location)
        } else if let box, let backdrop = backdropBehind(isText ? Self.glyphs(of: box) : box, at: component.location), !scope.blended {
            component.backdrop = Spanned(backdrop, at: component.location)
        }
    }

    /// Anything else's fills are its background, and what it paints is behind the texts and
    /// icons drawn after it. true when it paints.
    private func readBackground(_ node: FigmaNode, json: JSONNode, fills fillPaints: [FigmaPaint], blur: Bool, box: Box?, scope: Scope,
                                clip: Box?, into component: inout SpecComponent, notes: inout [String]) -> Bool {
        let fills = FillResult(fillPaints, against: fillPaints.contains(where: \.isGradient) ? foregrounds(in: json) : [])
        if let spec = fills.spec, fills.rgba.map({ $0.a > 0 }) ?? false, !scope.blended {
            component.background = ColorReference(spec: spec, location: component.location)
        }
        if fills.unknown || (blur && fills.isTranslucent && fills.rgba != nil) {
            component.backdrop = Spanned(.unknown, at: component.location)
            if blur { notes.append("background blur over what is behind it: checked over black and over white") }
        }
        if fills.animatedImage { component.autoplay = Spanned(Self.gif, at: component.location) }
        guard !fillPaints.isEmpty else { return false }
        // A shape cut by another (subtract, exclude) has holes its box does not show.
        let holes = ["SUBTRACT", "EXCLUDE"].contains(node.string("booleanOperation") ?? "")
        let shown = box.map { own in clip.map { own.clipped(to: $0) } ?? own }
        painted.append(Painted(box: shown, surface: holes ? .unknown : surface(fills, box: shown, blur: blur, opacity: scope.opacity)))
        return true
    }

    /// Reads a board's children (`read`) and says what they are as a whole: skipped, with an
    /// info and what it painted forgotten, when it is a picture (a frame, group or instance whose
    /// texts are all drawn under 6 pt: a screen scaled into a slide) or documentation (a frame,
    /// section or group whose texts mostly give values: swatches, specimens, redlines); an
    /// illustration when it is larger than an icon and holds no text, image or control (a map,
    /// a blob: decorative). `box` nil: the top frame, which is neither.
    private func subtree(of node: FigmaNode, box: Box?, at position: SourcePosition,
                         _ read: () -> [SpecComponent]) -> (components: [SpecComponent], skipped: Bool, illustration: Bool) {
        let outer = content
        let paintedCount = painted.count
        let said = state.findingCount
        content = Content()
        let components = read()
        let inner = content
        content = outer
        content.add(inner)
        guard let box, ["FRAME", "GROUP", "SECTION", "INSTANCE", "BOOLEAN_OPERATION"].contains(node.type) else { return (components, false, false) }
        var why: String?
        if inner.texts > 0, inner.largestText > 0, inner.largestText < Self.pictureTextSize, node.type != "BOOLEAN_OPERATION" {
            why = "a picture of a design (its texts are drawn at \(NumberText.format(inner.largestText, places: 1)) pt at most)"
        } else if ["FRAME", "GROUP", "SECTION"].contains(node.type),
                  let reason = FigmaDocumentation.reason(texts: inner.texts, valueNotes: inner.valueNotes) {
            why = "a documentation board: " + reason
        }
        if let why {
            // What was said about its parts goes with it: one info for the board.
            state.forgetFindings(from: said)
            state.notLinted("'\(node.name)' (\(node.id)) in frame '\(frameName)' is \(why)", at: position)
            painted.removeSubrange(min(paintedCount, painted.count)...)
            content = outer
            return ([], true, false)
        }
        let large = box.width > Self.iconSide || box.height > Self.iconSide
        return (components, false, large && inner.texts == 0 && inner.iconInstances == 0 && !inner.images && !inner.interactive && !components.isEmpty)
    }

    /// The children's components; instances of one component repeated in an auto-layout list
    /// are `repeated` (docs/figma.md, "What is read").
    private func children(of node: FigmaNode, scope: Scope) -> [SpecComponent] {
        if let cut = node.member("children"), cut.stringValue != nil { state.brokenSave(cut) }
        let childNodes = node.children
        let backs = shapesBehindTexts(childNodes)
        let notes = redlineNotes(childNodes)
        if !notes.isEmpty {
            state.notLinted("'\(node.name)' (\(node.id)) in frame '\(frameName)' holds \(notes.count) redline note\(notes.count == 1 ? "" : "s") (red text beside a red measure line), not UI",
                            at: node.position)
        }
        var components: [SpecComponent] = []
        components.reserveCapacity(childNodes.count)
        for (index, child) in childNodes.enumerated() where !notes.contains(index) {
            components += convert(child, scope: scope, backsText: backs.contains(index))
        }
        guard node.layoutMode == "HORIZONTAL" || node.layoutMode == "VERTICAL" else { return components }
        var counts: [String: Int] = [:]
        var instanceOf: [String: String] = [:]
        for child in childNodes {
            guard let child = FigmaNode(child), child.isVisible, child.type == "INSTANCE", let main = child.componentId else { continue }
            counts[main, default: 0] += 1
            instanceOf[FigmaNode.specId(child.id)] = main
        }
        for index in components.indices {
            if let main = instanceOf[components[index].id], (counts[main] ?? 0) >= 2 { components[index].repeated = true }
        }
        return components
    }

    /// The indices of drawn shapes with a later sibling drawn inside their box (a vector button
    /// under its label is the label's background, and a checkbox's vector box under its checkmark
    /// the checkmark's, not icons). Only siblings: that is where real files put a button's label.
    private func shapesBehindTexts(_ childNodes: [JSONNode]) -> Set<Int> {
        var result: Set<Int> = []
        var laterBoxes: [Box] = []
        for index in childNodes.indices.reversed() {
            guard let child = FigmaNode(childNodes[index]), child.isVisible, let box = Self.box(child) else { continue }
            if FigmaNodeType.vectors.contains(child.type) || Self.isShapeGroup(child), laterBoxes.contains(where: { box.contains($0) }) {
                result.insert(index)
            }
            if laterBoxes.count < 64 { laterBoxes.append(box) }
        }
        return result
    }

    /// The indices of red texts beside a red vertical line at most 2 pt wide: a designer's
    /// redline and its note ("Type is left aligned", "75 characters max on desktop"), drawn in
    /// red by the convention that names them. A field's red error text stands beside a
    /// horizontal underline, which this is not.
    private func redlineNotes(_ childNodes: [JSONNode]) -> Set<Int> {
        func red(_ paints: [FigmaPaint]) -> Bool {
            guard case .solid(let color, _, _)? = paints.first(where: \.isSolid) else { return false }
            return color.r >= 0.75 && color.g <= 0.45
        }
        let line = childNodes.contains { json in
            guard let shape = FigmaNode(json), shape.isVisible, FigmaNodeType.shapes.contains(shape.type) || shape.type == "LINE",
                  let box = Self.box(shape), box.width <= 2, box.height >= 8 else { return false }
            return red(FigmaPaint.read(shape.member("fills"), state: state)) || red(FigmaPaint.read(shape.member("strokes"), state: state))
        }
        guard line else { return [] }
        return Set(childNodes.indices.filter { index in
            guard let text = FigmaNode(childNodes[index]), text.isVisible, text.type == "TEXT" else { return false }
            return red(FigmaPaint.read(text.member("fills"), state: state))
        })
    }

    /// A group of nothing but shapes (a button's background drawn as a group around a vector).
    private static func isShapeGroup(_ node: FigmaNode) -> Bool {
        guard node.type == "GROUP" else { return false }
        let children = node.children
        return !children.isEmpty && children.count <= 8
            && children.allSatisfy { FigmaNode($0).map { FigmaNodeType.shapes.contains($0.type) } ?? false }
    }

    /// A message when the node is an instance of a component it is inside (Figma forbids it;
    /// a hand-edited or broken file may still say so).
    private func componentCycle(_ node: FigmaNode, scope: Scope) -> String? {
        guard node.type == "INSTANCE", let main = node.componentId else { return nil }
        if scope.components.contains(main) {
            return "instance '\(node.name)' (\(node.id)) is inside its own component \(main) (a cycle); skipped"
        }
        if state.components[main] == nil, !state.components.isEmpty {
            state.skipped("instances of components missing from the file's components table", at: node.position)
        }
        return nil
    }

    // MARK: Roles

    /// docs/figma.md, `role`, in order: a config rule on the layer name, names of components and
    /// instances, a user-triggered interaction, the node type.
    private func role(of node: FigmaNode, box: Box?, fills: [FigmaPaint], userTriggered: Bool, isRoot: Bool, backsText: Bool) -> Role {
        if let rule = state.roleRules.first(where: { $0.matches(node.name) }) { return rule.role }
        let type = node.type
        // A component set is the sheet its variants are drawn on: each variant is the control.
        if type == "COMPONENT_SET" { return .container }
        let iconSized = box.map { $0.width <= Self.iconSide && $0.height <= Self.iconSide } ?? false
        // An icon component is never a control by itself, whatever its name (the "Checkbox"
        // glyph of an icon library).
        if type == "COMPONENT", iconSized, isIconInstance(node) { return .icon }
        if FigmaNodeType.named.contains(type) {
            // A board named for icons ("Icons / 15") is not an icon: only what is icon-sized is.
            for name in componentNames(node) {
                if let role = FigmaRoles.role(named: name), role != .icon || iconSized { return role }
            }
        }
        if userTriggered { return .button }
        if type == "TEXT" { return .text }
        // A shape under a text is its background; one larger than an icon is an illustration
        // or a surface (a map, a chart's slice, a vector-drawn button).
        if FigmaNodeType.vectors.contains(type) { return iconSized && !backsText ? .icon : .container }
        if type == "INSTANCE", !isRoot, iconSized, isIconInstance(node) { return .icon }
        if fills.contains(where: \.isImage) { return .image }
        if type == "LINE" { return .divider }
        return .container
    }

    /// The names that say what a node is: its own, and an instance's or component's main
    /// component's and component set's (a variant is named `State=Disabled`; its set is named
    /// "Button"). Variant names are never role names (`Button=False` is not a button).
    private func componentNames(_ node: FigmaNode) -> [String] {
        var names = [node.name]
        let main = node.type == "INSTANCE" ? node.componentId : node.type == "COMPONENT" ? node.id : nil
        if let main, let component = state.components[main] {
            names.append(component.name)
            if let set = component.setId, let setName = state.componentSets[set] { names.append(setName) }
        }
        return names.filter { !$0.contains("=") }
    }

    /// An instance drawn only with vectors (no text, no image): an icon.
    private func isIconInstance(_ node: FigmaNode) -> Bool {
        var pending = node.children
        var sawVector = false
        var visited = 0
        while let json = pending.popLast(), visited < 200 {
            visited += 1
            guard let child = FigmaNode(json), child.isVisible else { continue }
            if child.type == "TEXT" || FigmaPaint.read(child.member("fills"), state: state).contains(where: \.isImage) { return false }
            if FigmaNodeType.vectors.contains(child.type) || child.type == "ELLIPSE" { sawVector = true }
            pending += child.children
        }
        return sawVector && visited < 200
    }

    /// What a variant's name or an instance's variant properties say of its state: disabled, or
    /// a passing one (hover, pressed).
    private func variantState(_ node: FigmaNode) -> (disabled: Bool, transient: Bool) {
        var properties: [(String, String)] = []
        for member in node.member("componentProperties")?.objectValue?.members ?? [] {
            if let value = member.value.objectValue?["value"]?.stringValue { properties.append((member.key, value)) }
        }
        var names = node.type == "COMPONENT" ? [node.name] : []
        if node.type == "INSTANCE", let main = node.componentId, let component = state.components[main] { names.append(component.name) }
        if names.isEmpty { names = [""] }
        return (names.contains { FigmaRoles.isDisabledVariant(name: $0, properties: properties) },
                names.contains { FigmaRoles.isTransientVariant(name: $0, properties: properties) })
    }

    // MARK: Geometry

    /// `absoluteBoundingBox`, when its numbers are a plausible design (else an info, and the
    /// node is read without a size).
    private func readBox(_ node: FigmaNode, at position: SourcePosition) -> Box? {
        guard let object = node.member("absoluteBoundingBox")?.objectValue else { return nil }
        let values = ["x", "y", "width", "height"].map { object[$0]?.numberValue }
        guard let x = values[0], let y = values[1], let width = values[2], let height = values[3] else { return nil }
        guard let box = Self.box(node) else {
            state.problem("'\(node.name)' (\(node.id)) has an absurd size (x \(x), y \(y), \(width) × \(height)); read without a size",
                          at: position)
            return nil
        }
        return box
    }

    /// Where a text's glyphs are in its box: a text box holds the line height above and below
    /// the letters and a little room beside them, and real files let it stick out of its
    /// background by that much (a 41 pt number in a speed-limit sign).
    static func glyphs(of box: Box) -> Box {
        let inset = box.height * 0.15, side = box.width * 0.02
        return Box(x: box.x + side, y: box.y + inset, width: box.width - 2 * side, height: box.height - 2 * inset)
    }

    /// The node's box when its numbers are a plausible design.
    private static func box(_ node: FigmaNode) -> Box? {
        guard let object = node.member("absoluteBoundingBox")?.objectValue,
              let x = object["x"]?.numberValue, let y = object["y"]?.numberValue,
              let width = object["width"]?.numberValue, let height = object["height"]?.numberValue else { return nil }
        let limit = Box.maximumLength
        guard [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0, width <= limit, height <= limit,
              abs(x) <= limit * 100, abs(y) <= limit * 100 else { return nil }
        return Box(x: x, y: y, width: width, height: height)
    }

    /// docs/figma.md, `frame`: the box's size; a height that hugs or fills its content grows.
    private func size(_ box: Box, node: FigmaNode) -> SpecSize {
        let vertical = node.string("layoutSizingVertical")
        let autoResize = node.member("style")?.objectValue?["textAutoResize"]?.stringValue ?? node.string("textAutoResize")
        let grows = vertical == "HUG" || vertical == "FILL" || autoResize == "HEIGHT" || autoResize == "WIDTH_AND_HEIGHT"
        return grows ? SpecSize(width: box.width, height: nil, minHeight: box.height) : SpecSize(width: box.width, height: box.height)
    }

    private func padding(_ node: FigmaNode) -> EdgeInsets? {
        let values = ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"].map { node.number($0).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        guard values.contains(where: { $0 != nil }) else { return nil }
        return EdgeInsets(top: values[0] ?? 0, bottom: values[1] ?? 0, leading: values[2] ?? 0, trailing: values[3] ?? 0)
    }

    // MARK: Colors

    /// What is behind a text or icon with this box: the topmost node painted before it whose
    /// box contains it. nil when that is an ancestor (the spec tree composites it already).
    /// Unknown when a node painted above that one covers part of the box in another color (a
    /// label hanging off the bottom of a photo): the glyphs stand on two backdrops, and which
    /// one they are read against is for a reviewer (both are bracketed over black and white).
    private func backdropBehind(_ box: Box, at location: SourceLocation) -> Backdrop? {
        var partial: [Int] = []
        var found: Int?
        for index in painted.indices.reversed() {
            guard let other = painted[index].box, !other.contains(box) else {
                found = index
                break
            }
            if other.overlap(box) > box.width * box.height * Self.straddled { partial.append(index) }
        }
        guard let index = found else { return nil }
        let below = painted[index].surface.rgba
        if partial.contains(where: { below == nil || painted[$0].surface.rgba != below }) { return .unknown }
        guard !paintedAncestors.contains(index) else { return nil }
        switch painted[index].surface {
        case .unknown: return .unknown
        case .color(let spec, _): return .color(ColorReference(spec: spec, location: location))
        }
    }

    /// The color a painted node shows, over what is behind it, for texts beside it.
    private func surface(_ fills: FillResult, box: Box?, blur: Bool, opacity: Double) -> Surface {
        guard !fills.unknown, !(blur && fills.isTranslucent), let own = fills.rgba else { return .unknown }
        let layer = own.withAlpha(multipliedBy: opacity)
        if layer.a >= 1, let spec = fills.spec { return .color(spec, layer) }
        let index = painted.lastIndex { entry in box.map { b in entry.box.map { $0.contains(b) } ?? true } ?? (entry.box == nil) }
        guard let below = index.flatMap({ painted[$0].surface.rgba }) else { return .unknown }
        let over = Compositing.sourceOver(layer, below)
        return .color(.literal(Color(over)), over)
    }

    /// A stroke-only icon is drawn with its strokes; an icon instance with its vectors' paints.
    private func iconInk(_ json: JSONNode, fills: [FigmaPaint], strokes: [FigmaPaint], box: Box?) -> [FigmaPaint] {
        // Filled and outlined: the outline shows the shape when the fill matches what is behind
        // it (an unchecked checkbox drawn white with a grey stroke), so the one that contrasts
        // more is the ink.
        if !fills.isEmpty, !strokes.isEmpty, let box, let fill = FillResult(fills).rgba, let stroke = FillResult(strokes).rgba,
           let index = painted.lastIndex(where: { $0.box.map { $0.contains(box) } ?? true }),
           let behind = painted[index].surface.rgba {
            let ratio = { (ink: RGBA) in WCAG.contrastRatio(Compositing.sourceOver(ink, behind), behind) }
            return ratio(stroke) > ratio(fill) ? strokes : fills
        }
        if !fills.isEmpty { return fills }
        if !strokes.isEmpty { return strokes }
        var pending = FigmaNode(json)?.children ?? []
        var visited = 0
        while let child = pending.popLast(), visited < 200 {
            visited += 1
            guard let node = FigmaNode(child), node.isVisible else { continue }
            let ink = FigmaPaint.read(node.member("fills"), state: state)
            if !ink.isEmpty { return ink }
            let lines = FigmaPaint.read(node.member("strokes"), state: state)
            if !lines.isEmpty { return lines }
            pending += node.children.reversed()
        }
        return []
    }

    /// The solid colors of the texts and icons in a subtree: what a gradient below them is
    /// judged against.
    private func foregrounds(in json: JSONNode) -> [RGBA] {
        var result: [RGBA] = []
        var pending = FigmaNode(json)?.children ?? []
        var visited = 0
        while let child = pending.popLast(), visited < 500 {
            visited += 1
            guard let node = FigmaNode(child), node.isVisible else { continue }
            if node.type == "TEXT" || FigmaNodeType.vectors.contains(node.type) {
                for paint in FigmaPaint.read(node.member("fills"), state: state) {
                    if case .solid(let color, _, _) = paint { result.append(color) }
                }
            }
            pending += node.children
        }
        return result
    }

    /// docs/figma.md, `border`: the first visible solid stroke, at its heaviest weight.
    private func border(_ node: FigmaNode, strokes: [FigmaPaint], location: SourceLocation) -> Spanned<BorderSpec>? {
        guard let first = strokes.first(where: \.isSolid), case .solid(let color, let token, let opacity) = first else { return nil }
        let individual = node.member("individualStrokeWeights")?.objectValue?.members.compactMap(\.value.numberValue) ?? []
        let weight = ([node.number("strokeWeight") ?? 1] + individual).filter(\.isFinite).max() ?? 1
        guard weight > 0 else { return nil }
        let spec: ColorSpec = token.map { opacity < 1 ? .withOpacity(.token($0), opacity) : .token($0) } ?? .literal(Color(color))
        return Spanned(BorderSpec(color: ColorReference(spec: spec, location: location), width: weight), at: location)
    }

    /// Controls whose boundary identifies them (contrast/non-text): a field's input area, a
    /// checkbox's or radio's box, a toggle's or slider's track.
    private static let outlinedRoles: Set<Role> = [.textField, .checkbox, .toggle, .slider]

    /// Such a control is often drawn with its outline as a child shape's stroke (a search
    /// field's "Rectangle-path" vector beside its search button, a form field's rectangle under
    /// its label): the stroke of the first visible shape child that spans at least half the
    /// control's width and height is the control's border. Only the first children are looked at.
    private func outline(of node: FigmaNode, role: Role, box: Box?, location: SourceLocation) -> Spanned<BorderSpec>? {
        guard Self.outlinedRoles.contains(role), let box, box.width > 0, box.height > 0 else { return nil }
        for child in node.children.prefix(8) {
            guard let shape = FigmaNode(child), shape.isVisible, FigmaNodeType.shapes.contains(shape.type),
                  shape.blendMode.map({ $0 == "NORMAL" || $0 == "PASS_THROUGH" }) ?? true,
                  let own = Self.box(shape), own.width >= box.width / 2, own.height >= box.height / 2,
                  let border = border(shape, strokes: FigmaPaint.read(shape.member("strokes"), state: state), location: location)
            else { continue }
            return border
        }
        return nil
    }

    /// A visible background blur (a glass material); unknown effects are named and skipped.
    private func readEffects(_ node: FigmaNode) -> Bool {
        var blur = false
        for effect in node.member("effects")?.arrayValue ?? [] {
            guard let object = effect.objectValue, object["visible"]?.boolValue ?? true else { continue }
            let type = object["type"]?.stringValue ?? ""
            switch type {
            case "BACKGROUND_BLUR": blur = true
            case "DROP_SHADOW", "INNER_SHADOW", "LAYER_BLUR", "TEXTURE", "NOISE": break
            default: state.skipped("effect type '\(type)'", at: effect.position)
            }
        }
        return blur
    }

    // MARK: Text

    private func readText(_ node: FigmaNode, json: JSONNode, into component: inout SpecComponent) {
        let style = node.member("style")?.objectValue
        component.font = font(style, node: node).map { Spanned(.inline($0), at: component.location) }
        if let characters = node.string("characters") { component.text = characters }
        let truncation = style?["textTruncation"]?.stringValue ?? node.string("textTruncation")
        let maxLines = style?["maxLines"]?.numberValue ?? node.number("maxLines")
        if truncation == "ENDING", let maxLines, maxLines.isFinite, maxLines >= 1, maxLines < 10_000 {
            component.lineLimit = Int(maxLines)
        }
    }

    private func font(_ style: JSONObject?, node: FigmaNode?) -> InlineFont? {
        guard let style else { return nil }
        func plausible(_ key: String) -> Double? {
            style[key]?.numberValue.flatMap { $0.isFinite && $0 > 0 && $0 < 10_000 ? $0 : nil }
        }
        var textStyle: String?
        if let styleId = node?.member("styles")?.objectValue?["text"]?.stringValue, let name = state.styles[styleId] {
            textStyle = FigmaRoles.appleTextStyle(name)
        }
        let font = InlineFont(size: plausible("fontSize"), weight: plausible("fontWeight"), lineHeight: plausible("lineHeightPx"), textStyle: textStyle)
        return font.size == nil && font.weight == nil && textStyle == nil ? nil : font
    }

    /// docs/figma.md, `foreground`: each styled run with its own fills is checked too (a red word
    /// in a sentence), as a text inside the text.
    private func styledRuns(_ node: FigmaNode, json: JSONNode, parent: SpecComponent) -> [SpecComponent] {
        guard let table = node.member("styleOverrideTable")?.objectValue, !table.isEmpty else { return [] }
        // Style ids are small whole numbers; anything else (1e300 would trap Int()) is not one.
        // (A plain loop: Swift 6.3's optimizer crashed on this as a closure over JSONNode.)
        var used = Set<Int>()
        // Runs holding anything but private-use characters: the others are an icon font's glyphs.
        var textual = Set<Int>()
        let units = Array((node.string("characters") ?? "").utf16)
        for (index, item) in (node.member("characterStyleOverrides")?.arrayValue ?? []).enumerated() {
            guard let number = item.numberValue, number.isFinite, abs(number) < 1e9 else { continue }
            used.insert(Int(number))
            if index >= units.count || !Self.isPrivateUse(units[index]) { textual.insert(Int(number)) }
        }
        var runs: [SpecComponent] = []
        for member in table.members {
            guard let key = Int(member.key), used.contains(key), let override = member.value.objectValue,
                  override["fills"] != nil else { continue }
            let fills = FillResult(FigmaPaint.read(override["fills"], state: state))
            guard let spec = fills.spec else { continue }
            let location = state.location(member.value.position)
            // A glyph of an icon font (Font Awesome's U+F35D after a link) is an icon beside the
            // text it belongs to, not text.
            let glyph = !textual.contains(key)
            var run = SpecComponent(id: "\(parent.id).run\(key)", location: location, role: glyph ? .icon : .text)
            run.foreground = ColorReference(spec: spec, location: location)
            if !glyph, case .inline(var font)? = parent.font?.value {
                let own = self.font(override, node: nil)
                font.size = own?.size ?? font.size
                font.weight = own?.weight ?? font.weight
                font.lineHeight = own?.lineHeight ?? font.lineHeight
                run.font = Spanned(.inline(font), at: location)
            }
            run.origin = origin(node, notes: ["styled run \(key)"])
            runs.append(run)
        }
        return runs
    }

    /// A UTF-16 unit of a private-use character: the BMP's U+E000–U+F8FF, or either half of a
    /// surrogate pair in planes 15 and 16 (where icon fonts put their glyphs).
    private static func isPrivateUse(_ unit: UInt16) -> Bool {
        (0xE000...0xF8FF).contains(unit) || (0xDB80...0xDBFF).contains(unit) || (0xDC00...0xDFFF).contains(unit)
    }

    // MARK: Motion

    private func readMotion(_ node: FigmaNode, into component: inout SpecComponent, notes: inout [String]) {
        let interactions = state.interactions
        let location = component.location
        if let incoming = interactions.transitions[node.id] {
            component.transition = Spanned(incoming.value, at: location)
            notes.append(incoming.note)
        }
        if let animation = interactions.animations[node.id] {
            component.animation = Spanned(animation.value, at: location)
            notes.append(animation.note)
        }
        // A timeout is a delay; only a cycle of timeouts that returns to its start updates the
        // screen again and again (docs/figma.md, `updatesPerSecond`).
        if let timeout = interactions.timeouts[node.id], timeout.seconds > 0, let loop = interactions.timeoutLoop(from: node.id) {
            component.updatesPerSecond = Spanned(1 / timeout.seconds, at: location)
            notes.append(timeout.note)
            component.autoplay = Spanned(Autoplay(duration: loop, loops: true, pausable: false), at: location)
            notes.append("a loop of timeouts, \(NumberText.format(loop, places: 3)) s a cycle")
        }
        if interactions.tabDestinations.contains(node.id) { component.navigation = Spanned(.tab, at: location) }
    }

    // MARK: Messages

    /// "Figma: 'Primary' (1:23), page 'Components', frame 'Buttons'", and how values were read.
    private func origin(_ node: FigmaNode, notes: [String]) -> String {
        var text = "Figma: '\(node.name)' (\(node.id))"
        if let page { text += ", page '\(page.name)'" }
        text += ", frame '\(frameName)'"
        if !notes.isEmpty { text += "; " + notes.joined(separator: "; ") }
        return text
    }
}

extension FigmaPaint {
    var isImage: Bool { if case .image = self { true } else { false } }
    var isGradient: Bool { if case .gradient = self { true } else { false } }
    var isSolid: Bool { if case .solid = self { true } else { false } }
}
