import Diagnostics
import JSONSource

/// A Figma node object as read from the saved response: typed accessors over the positioned
/// JSON, so the reader never trusts the shape of the input (a wrong type reads as absent).
struct FigmaNode {
    let object: JSONObject
    let position: SourcePosition

    init?(_ node: JSONNode) {
        guard let object = node.objectValue else { return nil }
        self.object = object
        self.position = node.position
    }

    var id: String { object["id"]?.stringValue ?? "" }
    var name: String { object["name"]?.stringValue ?? "" }
    var type: String { object["type"]?.stringValue ?? "" }
    /// `visible: false` hides the node and everything in it.
    var isVisible: Bool { object["visible"]?.boolValue ?? true }
    var children: [JSONNode] { object["children"]?.arrayValue ?? [] }
    var opacity: Double { number("opacity") ?? 1 }
    var blendMode: String? { object["blendMode"]?.stringValue }
    var componentId: String? { object["componentId"]?.stringValue }
    var layoutMode: String? { object["layoutMode"]?.stringValue }

    func number(_ key: String) -> Double? { object[key]?.numberValue }
    func string(_ key: String) -> String? { object[key]?.stringValue }
    func member(_ key: String) -> JSONNode? { object[key] }

    /// The node id made safe for a spec id: `I1:687;304:38` → `I1-687.304-38`.
    static func specId(_ id: String) -> String {
        String(id.map { $0 == ":" ? "-" : ($0 == ";" ? "." : $0) })
    }
}

/// `absoluteBoundingBox`: where the node is on the canvas, in points.
struct Box: Equatable {
    var x, y, width, height: Double

    /// Contains `other` (half a point of slack: Figma's boxes are floats and real files place
    /// a text exactly on its background's edge).
    func contains(_ other: Box) -> Bool {
        other.x >= x - 0.5 && other.y >= y - 0.5
            && other.x + other.width <= x + width + 0.5 && other.y + other.height <= y + height + 0.5
    }

    /// The part of this box inside `other` (empty, at its corner, when none is).
    func clipped(to other: Box) -> Box {
        let left = max(x, other.x), top = max(y, other.y)
        let right = max(left, min(x + width, other.x + other.width)), bottom = max(top, min(y + height, other.y + other.height))
        return Box(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The area `other` covers of this box.
    func overlap(_ other: Box) -> Double {
        let width = min(x + self.width, other.x + other.width) - max(x, other.x)
        let height = min(y + self.height, other.y + other.height) - max(y, other.y)
        return width > 0 && height > 0 ? width * height : 0
    }

    /// The largest length that is still a plausible design (a 100 000 pt canvas is already
    /// absurd; anything above is a broken file, not a screen).
    static let maximumLength = 1_000_000.0
}

/// The node types of the REST API (api_types.ts `Node`): anything else is skipped and named.
enum FigmaNodeType {
    static let known: Set<String> = [
        "DOCUMENT", "CANVAS", "FRAME", "GROUP", "SECTION", "VECTOR", "BOOLEAN_OPERATION", "STAR", "LINE", "ELLIPSE",
        "REGULAR_POLYGON", "RECTANGLE", "TABLE", "TABLE_CELL", "TEXT", "SLICE", "COMPONENT", "COMPONENT_SET", "INSTANCE",
        "STICKY", "SHAPE_WITH_TEXT", "CONNECTOR", "WASHI_TAPE", "EMBED", "LINK_UNFURL", "WIDGET", "TEXT_PATH", "TRANSFORM_GROUP",
    ]
    /// What one spec is made of: top-level frames and components on a page.
    static let topLevel: Set<String> = ["FRAME", "COMPONENT", "COMPONENT_SET"]
    /// Nodes whose layer name can say their role (docs/figma.md, `role`): never a text,
    /// whose name is its content, nor a shape.
    static let named: Set<String> = ["FRAME", "GROUP", "COMPONENT", "COMPONENT_SET", "INSTANCE"]
    /// Containers that disappear when they paint nothing and do nothing.
    static let flattenable: Set<String> = ["FRAME", "GROUP", "SECTION", "TRANSFORM_GROUP"]
    /// Drawn shapes whose fills are the foreground (icons), not a background.
    static let vectors: Set<String> = ["VECTOR", "BOOLEAN_OPERATION", "STAR", "REGULAR_POLYGON", "TEXT_PATH"]
    /// Drawn shapes, boxes and ellipses included: an icon's parts, a field's outline.
    static let shapes: Set<String> = vectors.union(["RECTANGLE", "ELLIPSE"])
    /// Nothing painted: export regions.
    static let unpainted: Set<String> = ["SLICE"]
}
