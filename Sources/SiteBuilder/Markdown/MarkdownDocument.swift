import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed Markdown document. This is the only file that calls cmark's C API: everything else sees the
/// typed elements below and edits the tree through node ids.
///
/// Positions are cmark's: 1-based lines and 1-based UTF-8 byte columns (`SourceText` converts them).
final class MarkdownDocument {
    struct NodeID: Hashable, Sendable { let index: Int }

    struct CodeBlock {
        let id: NodeID
        /// The info string verbatim (`swift scenario title="A b"`); empty for indented blocks.
        let info: String
        /// The content without fences or container indentation, ending with a newline.
        let literal: String
        /// The opening fence's line and byte column; `endLine` is the closing fence (or the document's end).
        let startLine: Int, startColumn: Int, endLine: Int
        /// The block directly after this one at the same level, when that block is a code block too.
        var nextCodeBlock: NodeID?
        /// The section it is in: 0 before the first heading, n after the n-th (see `sectionProse`).
        var section = 0
    }

    struct Heading {
        let id: NodeID
        let level: Int
        /// The heading's text without markup, for anchors, the table of contents and search.
        let text: String
        let line: Int, column: Int
    }

    struct Link {
        let id: NodeID
        let destination: String
        let isImage: Bool
        let line: Int, column: Int
    }

    private(set) var codeBlocks: [CodeBlock] = []
    private(set) var headings: [Heading] = []
    private(set) var links: [Link] = []
    /// Paragraph, list and quote text (not code blocks, not headings), space-separated and cut at headings:
    /// element 0 is what comes before the first heading, element n what follows the n-th. Search indexes it,
    /// shows snippets from it and links to the section.
    private(set) var sectionProse: [String] = []

    private let root: OpaquePointer
    private var nodes: [OpaquePointer] = []

    convenience init(_ markdown: String) {
        self.init(bytes: Array(markdown.utf8))
    }

    /// cmark checks and repairs the UTF-8 itself, so the bytes need no decoding first.
    init(bytes: [UInt8]) {
        // cmark returns nil only when it cannot allocate; there is nothing to recover then.
        root = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_DEFAULT)! }
        }
        collect()
    }

    deinit { cmark_node_free(root) }

    func setDestination(of link: NodeID, to url: String) {
        cmark_node_set_url(nodes[link.index], url)
    }

    /// Replaces a block with raw HTML, which cmark writes through unchanged.
    func replace(_ node: NodeID, withHTML html: String) {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
        cmark_node_set_literal(block, html)
        let old = nodes[node.index]
        cmark_node_replace(old, block)
        cmark_node_free(old)
        nodes[node.index] = block
    }

    func remove(_ node: NodeID) {
        replace(node, withHTML: "")
    }

    /// The HTML inside a heading's tags, so that the page can give the heading an id and an anchor link.
    func innerHTML(ofHeading heading: Heading) -> String {
        var html = Substring(render(nodes[heading.id.index]))
        while html.last == "\n" { html.removeLast() }
        let close = "</h\(heading.level)>"
        guard let open = html.firstIndex(of: ">"), html.hasSuffix(close) else { return String(html) }
        return String(html[html.index(after: open)...].dropLast(close.count))
    }

    /// The whole document as HTML, raw HTML blocks included (`UNSAFE`: the raw HTML is ours, not the author's
    /// alone; authors writing HTML in Markdown is a feature of CommonMark).
    func html() -> String { render(root) }
}

private extension MarkdownDocument {
    func render(_ node: OpaquePointer) -> String {
        guard let output = cmark_render_html(node, CMARK_OPT_UNSAFE) else { return "" }
        defer { free(output) }
        return String(cString: output)
    }

    func register(_ node: OpaquePointer) -> NodeID {
        nodes.append(node)
        return NodeID(index: nodes.count - 1)
    }

    func collect() {
        var codeBlockIDs: [OpaquePointer: NodeID] = [:]
        var nextPointers: [(block: Int, next: OpaquePointer)] = []
        var headingDepth = 0
        var headingText = ""
        // Each section's text is appended as its nodes come, a space before every node but the first.
        var sections = [""]
        var sectionIsEmpty = true
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HEADING {
                if event == CMARK_EVENT_ENTER {
                    headingDepth += 1
                    headingText = ""
                } else {
                    headingDepth -= 1
                    sections.append("")
                    sectionIsEmpty = true
                    headings.append(Heading(
                        id: register(node), level: Int(cmark_node_get_heading_level(node)), text: headingText,
                        line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))))
                }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            switch type {
            case CMARK_NODE_CODE_BLOCK:
                let id = register(node)
                codeBlockIDs[node] = id
                if let next = cmark_node_next(node) { nextPointers.append((codeBlocks.count, next)) }
                codeBlocks.append(CodeBlock(
                    id: id, info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)),
                    startLine: Int(cmark_node_get_start_line(node)), startColumn: Int(cmark_node_get_start_column(node)),
                    endLine: Int(cmark_node_get_end_line(node)), section: headings.count))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                links.append(Link(
                    id: register(node), destination: string(cmark_node_get_url(node)),
                    isImage: type == CMARK_NODE_IMAGE,
                    line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))))
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                let literal = string(cmark_node_get_literal(node))
                if headingDepth > 0 {
                    headingText += literal
                } else {
                    if !sectionIsEmpty { sections[sections.count - 1] += " " }
                    sections[sections.count - 1] += literal
                    sectionIsEmpty = false
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                if headingDepth > 0 { headingText += " " }
            default:
                break
            }
        }
        for (block, next) in nextPointers {
            codeBlocks[block].nextCodeBlock = codeBlockIDs[next]
        }
        sectionProse = sections
    }

    func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
