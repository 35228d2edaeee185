/// Matches call-site arguments to parameters by label, as Swift does: in order, skipping defaulted
/// parameters, with an unlabeled trailing closure going to the next closure parameter.
struct ParameterShape {
    var label: String?
    var isClosure: Bool
    var hasDefault: Bool
}

enum ArgumentMatcher {
    /// For each parameter, the index of the argument it receives, or nil for its default value; the indices
    /// rise with the parameters (arguments are taken in order). Nil when the labels do not fit.
    static func match(_ arguments: [CallArgument], to parameters: [ParameterShape]) -> [Int?]? {
        var result: [Int?] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count {
                let argument = arguments[next]
                if argument.isTrailingClosure, argument.label == nil {
                    if parameter.isClosure || !parameter.hasDefault {
                        result.append(next)
                        next += 1
                        continue
                    }
                } else if argument.label == parameter.label {
                    result.append(next)
                    next += 1
                    continue
                }
            }
            guard parameter.hasDefault else { return nil }
            result.append(nil)
        }
        return next == arguments.count ? result : nil
    }

    /// `name(label:label:)` as written at a call site, for messages.
    static func selector(_ name: String, _ arguments: [CallArgument]) -> String {
        name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
