/// Weighs the terms of a page's sections: each term's weight in a section (`SearchIndex.weights`), written
/// as the page keeps them (`SearchSection.weights`), `term weight` lines sorted by the terms' UTF-8 bytes.
///
/// A section whose terms are all plain (`SearchTermTable.isPlain`, every section of the bundled site and of
/// the benchmark corpora) is counted on bytes in one table kept from section to section: no `String` per
/// occurrence, no hashing by the standard library, and the sort is over distinct terms, not occurrences.
/// Any other section is counted again by `String` (`generalWeights`), where canonically equivalent
/// spellings meet, as they do in the browser's index. The text and code are read piece by piece, as the
/// page has them: terms never span the space or line break the pieces are joined with.
struct SectionWeigher {
    /// The page's title terms (its first section only), the heading, and the pieces of prose and code.
    struct Input {
        var title: Set<String> = []
        var heading = ""
        var text: [String] = []
        var code: [SearchPiece] = []
    }

    private var table = SearchTermTable()
    private var occurrences: [Occurrence] = []
    private var field = Field.title
    private var isPlain = true

    /// `term weight` lines, sorted by the terms' bytes.
    mutating func encodedWeights(_ input: Input) -> String {
        guard let terms = plainWeights(input) else { return Self.encode(Self.generalWeights(input)) }
        return terms
    }

    /// The lines of a section of plain terms, nil (having counted nothing worth keeping) for any other.
    private mutating func plainWeights(_ input: Input) -> String? {
        table.removeAll()
        occurrences.removeAll(keepingCapacity: true)
        isPlain = true
        field = .title
        for term in input.title {
            var term = term
            term.withUTF8 { add($0, lowercasing: false, checked: false) }
        }
        field = .heading
        SearchTokenizer.scan(input.heading, into: &self)
        field = .text
        for piece in input.text { SearchTokenizer.scan(piece, into: &self) }
        field = .code
        for piece in input.code {
            switch piece {
            case .text(let text): SearchTokenizer.scan(text, into: &self)
            // Terms never span the spaces the words would be joined with.
            case .words(let words): for word in words { SearchTokenizer.scan(word, into: &self) }
            }
        }
        guard isPlain else { return nil }
        return table.weightLines(table.idsInByteOrder()) { occurrences[$0].weight }
    }

    /// `checked` when the term is known to be plain (an ASCII word); others are checked when first seen.
    private mutating func add(_ term: UnsafeBufferPointer<UInt8>, lowercasing: Bool, checked: Bool) {
        guard isPlain else { return }
        let id = table.id(of: term, lowercasing: lowercasing)
        if id == occurrences.count {
            guard checked || SearchTermTable.isPlain(term) else {
                isPlain = false
                return
            }
            occurrences.append(Occurrence())
        }
        switch field {
        case .title: occurrences[id].inTitle = true
        case .heading: occurrences[id].inHeading = true
        case .text: occurrences[id].textCount += 1
        case .code: occurrences[id].codeCount += 1
        }
    }

    /// Every term of the section in one table keyed by `String`, each looked up once per occurrence.
    static func generalOccurrences(_ input: Input) -> [String: Occurrence] {
        var terms: [String: Occurrence] = [:]
        for term in input.title { terms[term, default: Occurrence()].inTitle = true }
        SearchTokenizer.forEachTerm(in: input.heading) { terms[$0, default: Occurrence()].inHeading = true }
        for piece in input.text { SearchTokenizer.forEachTerm(in: piece) { terms[$0, default: Occurrence()].textCount += 1 } }
        for piece in input.code {
            SearchTokenizer.forEachTerm(in: piece.joined) { terms[$0, default: Occurrence()].codeCount += 1 }
        }
        return terms
    }

    /// Each term with its weight, sorted by the terms' bytes.
    static func generalWeights(_ input: Input) -> [(term: String, weight: Int)] {
        generalOccurrences(input).map { (term: $0.key, weight: $0.value.weight) }
            .sorted { $0.term.utf8Precedes($1.term) }
    }

    static func encode(_ terms: [(term: String, weight: Int)]) -> String {
        var lines: [UInt8] = []
        for (index, entry) in terms.enumerated() {
            if index > 0 { lines.append(UInt8(ascii: "\n")) }
            lines.append(contentsOf: entry.term.utf8)
            lines.append(UInt8(ascii: " "))
            lines.appendDecimal(entry.weight)
        }
        return String(decoding: lines, as: UTF8.self)
    }

    /// Where an occurrence of a term was found.
    private enum Field { case title, heading, text, code }

    /// What a section holds of one term: where it occurs and how often.
    struct Occurrence {
        var inTitle = false, inHeading = false
        var textCount = 0, codeCount = 0

        /// Below 64: in the title 32, in the heading 16, in the text 4 to 8 with how often, in code 1 to 3.
        var weight: Int {
            var weight = inTitle ? SearchIndex.titleWeight : 0
            if inHeading { weight += SearchIndex.headingWeight }
            if textCount > 0 { weight += 4 + min(textCount - 1, 4) }
            if codeCount > 0 { weight += 1 + min(codeCount - 1, 2) }
            return weight
        }
    }
}

extension SectionWeigher: SearchTermSink {
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, hasUppercase: Bool) {
        // A word outside ASCII is never plain: plain characters outside ASCII are all CJK, which the
        // tokenizer never puts in a word.
        guard isASCII else {
            isPlain = false
            return
        }
        add(bytes, lowercasing: hasUppercase, checked: true)
    }

    mutating func cjk(_ bytes: UnsafeBufferPointer<UInt8>) {
        add(bytes, lowercasing: false, checked: false)
    }
}
