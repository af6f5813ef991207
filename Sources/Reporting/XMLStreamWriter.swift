import CLibXML2
import Foundation

/// libxml2 set-up shared by the writer and the validator (lint.md §5.3: `xmlInitParser()` once
/// before concurrent use; never `xmlCleanupParser()` in a library).
enum LibXML {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func initialize() { _ = initialized }

    /// Calls `body` with a NUL-terminated UTF-8 copy of `s` as `xmlChar`s. Strings passed here
    /// are cleaned first, so they contain no NUL that would cut them short.
    static func withXMLChars<R>(_ s: String, _ body: (UnsafePointer<xmlChar>) -> R, orElse fallback: R) -> R {
        var bytes = Array(s.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return fallback }
            return body(base)
        }
    }
}

/// A thin, checked wrapper over `xmlTextWriter`. Every attribute value and text node goes
/// through `XMLText.clean` here, so no caller can forget it (lint.md §5.4: the writer copies
/// control characters and U+FFFE raw). Element and attribute names are our own ASCII constants.
final class XMLStreamWriter {
    private let writer: xmlTextWriterPtr
    private let buffer: xmlBufferPtr?
    private let descriptor: Int32?
    private var finished = false

    private init(writer: xmlTextWriterPtr, buffer: xmlBufferPtr?, descriptor: Int32? = nil) {
        self.writer = writer
        self.buffer = buffer
        self.descriptor = descriptor
    }

    deinit {
        if !finished {
            xmlFreeTextWriter(writer)
            if let descriptor { close(descriptor) }
        }
        if let buffer { xmlBufferFree(buffer) }
    }

    /// Streams to a new file at `path` (it must not exist yet: the caller passes a fresh
    /// temporary name). The file is opened here and handed to libxml2 as a descriptor, because
    /// `xmlNewTextWriterFilename` reads its argument as a URI: it unescapes `%20`/`%00` and
    /// picks another I/O handler for a `scheme:` prefix, so `reports/100%.xml` or `a:b.xml`
    /// would land somewhere else.
    static func file(_ path: String) throws -> XMLStreamWriter {
        LibXML.initialize()
        guard !path.utf8.contains(0) else { throw ReportError.io(path: XMLText.clean(path), message: "the path contains NUL") }
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw ReportError.io(path: path, message: "cannot create: \(String(cString: strerror(errno)))") }
        guard let output = xmlOutputBufferCreateFd(fd, nil) else {
            close(fd)
            throw ReportError.xml("out of memory (xmlOutputBufferCreateFd)")
        }
        // From here the writer owns `output` (freed with it); the descriptor stays ours.
        guard let writer = xmlNewTextWriter(output) else {
            xmlOutputBufferClose(output)
            close(fd)
            throw ReportError.xml("out of memory (xmlNewTextWriter)")
        }
        return try XMLStreamWriter(writer: writer, buffer: nil, descriptor: fd).configured()
    }

    /// Writes into memory; `finish()` returns the text.
    static func memory() throws -> XMLStreamWriter {
        LibXML.initialize()
        guard let buffer = xmlBufferCreate() else { throw ReportError.xml("out of memory (xmlBufferCreate)") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw ReportError.xml("out of memory (xmlNewTextWriterMemory)")
        }
        return try XMLStreamWriter(writer: writer, buffer: buffer).configured()
    }

    private func configured() throws -> XMLStreamWriter {
        try check(xmlTextWriterSetIndent(writer, 1), "xmlTextWriterSetIndent")
        try check(LibXML.withXMLChars("  ", { xmlTextWriterSetIndentString(writer, $0) }, orElse: -1), "xmlTextWriterSetIndentString")
        try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
        return self
    }

    func start(_ name: String) throws {
        try check(LibXML.withXMLChars(name, { xmlTextWriterStartElement(writer, $0) }, orElse: -1), "start <\(name)>")
    }

    func attribute(_ name: String, _ value: String) throws {
        let cleaned = XMLText.clean(value)
        let rc = LibXML.withXMLChars(name, { namePointer in
            LibXML.withXMLChars(cleaned, { xmlTextWriterWriteAttribute(writer, namePointer, $0) }, orElse: -1)
        }, orElse: -1)
        try check(rc, "attribute \(name)")
    }

    func attribute(_ name: String, _ value: Int) throws { try attribute(name, String(value)) }

    /// Text content (escaped by libxml2, never CDATA: lint.md §0.5).
    func text(_ value: String) throws {
        let cleaned = XMLText.clean(value)
        guard !cleaned.isEmpty else { return }
        try check(LibXML.withXMLChars(cleaned, { xmlTextWriterWriteString(writer, $0) }, orElse: -1), "text")
    }

    /// Ends the open element (`<x/>` when it is empty).
    func end() throws {
        try check(xmlTextWriterEndElement(writer), "end element")
    }

    /// `<name/>` with nothing in it.
    func empty(_ name: String) throws {
        try start(name)
        try end()
    }

    /// `<name>text</name>`, or `<name/>` when the text is empty.
    func element(_ name: String, text value: String) throws {
        try start(name)
        try text(value)
        try end()
    }

    /// Closes the document and flushes. For a memory writer, returns the document.
    @discardableResult
    func finish() throws -> String {
        try check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        finished = true
        xmlFreeTextWriter(writer)
        if let descriptor, close(descriptor) != 0 {
            throw ReportError.io(path: "", message: "cannot close the report: \(String(cString: strerror(errno)))")
        }
        guard let buffer else { return "" }
        let length = Int(xmlBufferLength(buffer))
        guard length > 0, let content = xmlBufferContent(buffer) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: content, count: length), as: UTF8.self)
    }

    private func check(_ rc: Int32, _ what: String) throws {
        if rc < 0 { throw ReportError.xml("libxml2 failed: \(what)") }
    }
}
