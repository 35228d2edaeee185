/// How a run that reached its `until=` time is described, the same in the terminal and on the page.
public enum RunEnd {
    /// `10`, `2.5`: the seconds as the author wrote them.
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// "the run ended at 10 s of simulated time (until=10), with 1 timer firing or delayed block still scheduled"
    public static func note(seconds value: Double, stillScheduled count: Int) -> String {
        "the run ended at \(seconds(value)) s of simulated time (until=\(seconds(value))), with "
            + scheduled(count) + " still scheduled"
    }

    /// What was still scheduled: timer firings, blocks dispatched for later, ends of animations.
    public static func scheduled(_ count: Int) -> String {
        count == 1 ? "1 timer firing or delayed block" : "\(count) timer firings or delayed blocks"
    }
}
