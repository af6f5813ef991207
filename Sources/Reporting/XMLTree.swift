import FileOutput

/// A small XML element tree written through libxml2's writer (`XMLStreamWriter`), for
/// documents other modules produce whole and small (the Android resource files of
/// `tokens export --format android`): escaping and encoding are libxml2's, as in the JUnit
/// report, never string concatenation.
public struct XMLTreeElement: Sendable, Hashable {
    public var name: String
    public var attributes: [Attribute]
    public var text: String?
    public var children: [XMLTreeElement]

    public struct Attribute: Sendable, Hashable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(_ name: String, attributes: [Attribute] = [], text: String? = nil, children: [XMLTreeElement] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    /// The whole document: XML declaration (UTF-8), this element as its root, indented.
    public func document() throws -> String {
        try ReportOutput.text { output in
            let writer = try XMLStreamWriter.document(output)
            try write(to: writer)
            try writer.finish()
        }
    }

    private func write(to writer: XMLStreamWriter) throws {
        try writer.start(name)
        for attribute in attributes { try writer.attribute(attribute.name, attribute.value) }
        if let text { try writer.text(text) }
        for child in children { try child.write(to: writer) }
        try writer.end()
    }
}
