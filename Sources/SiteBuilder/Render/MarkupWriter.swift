/// Writes elements one per line with escaped text and attributes, so every renderer escapes the same way
/// and goldens diff line by line.
struct MarkupWriter {
    /// Attributes in writing order; a nil value leaves the attribute out.
    typealias Attributes = KeyValuePairs<String, String?>

    private(set) var output = ""

    mutating func open(_ name: String, _ attributes: Attributes = [:]) {
        output += "<" + name + Self.attributes(attributes) + ">\n"
    }

    mutating func close(_ name: String) {
        output += "</" + name + ">\n"
    }

    /// A self-closing element: used only inside SVG, where XML syntax applies.
    mutating func empty(_ name: String, _ attributes: Attributes = [:]) {
        output += "<" + name + Self.attributes(attributes) + "/>\n"
    }

    /// An element whose content is escaped text.
    mutating func element(_ name: String, _ attributes: Attributes = [:], text: String) {
        output += "<" + name + Self.attributes(attributes) + ">" + MarkupEscaping.escape(text) + "</" + name + ">\n"
    }

    /// An element whose content is markup the caller already escaped.
    mutating func element(_ name: String, _ attributes: Attributes = [:], markup: String) {
        output += "<" + name + Self.attributes(attributes) + ">" + markup + "</" + name + ">\n"
    }

    /// Markup the caller built and escaped itself.
    mutating func raw(_ markup: String) {
        output += markup
    }

    /// ` name="value"` pairs in the given order, values escaped.
    static func attributes(_ attributes: Attributes) -> String {
        var result = ""
        for case let (name, value?) in attributes {
            result += " " + name + "=\"" + MarkupEscaping.escape(value) + "\""
        }
        return result
    }
}
