/// Writes elements one per line with escaped text and attributes, so every renderer escapes the same way
/// and goldens diff line by line.
struct MarkupWriter {
    /// Attributes in writing order; a nil value leaves the attribute out.
    typealias Attributes = KeyValuePairs<String, String?>

    private(set) var output = ""

    mutating func open(_ name: String, _ attributes: Attributes = [:]) {
        output += "<"
        output += name
        append(attributes)
        output += ">\n"
    }

    mutating func close(_ name: String) {
        output += "</" + name + ">\n"
    }

    /// A self-closing element: used only inside SVG, where XML syntax applies.
    mutating func empty(_ name: String, _ attributes: Attributes = [:]) {
        output += "<"
        output += name
        append(attributes)
        output += "/>\n"
    }

    /// An element whose content is escaped text.
    mutating func element(_ name: String, _ attributes: Attributes = [:], text: String) {
        element(name, attributes, markup: HTMLText.escape(text))
    }

    /// An element whose content is markup the caller already escaped.
    mutating func element(_ name: String, _ attributes: Attributes = [:], markup: String) {
        output += "<"
        output += name
        append(attributes)
        output += ">"
        output += markup
        output += "</"
        output += name
        output += ">\n"
    }

    /// Markup the caller built and escaped itself.
    mutating func raw(_ markup: String) {
        output += markup
    }

    /// ` name="value"` pairs in the given order, values escaped, appended in place (no temporary strings).
    private mutating func append(_ attributes: Attributes) {
        for case let (name, value?) in attributes {
            output += " "
            output += name
            output += "=\""
            output += HTMLText.escape(value)
            output += "\""
        }
    }
}
