import Dispatch

/// Work started on a thread of its own and waited for where its result is needed, so that two steps
/// that do not read each other's results overlap on a machine with a core to spare: a one-edit build
/// loads its content while it loads the templates.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    /// Written once by the work, read only after `done` has been signalled.
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.value = work()
            self.done.signal()
        }
    }

    /// The work's result, once it has finished. Called once.
    func wait() -> Value {
        done.wait()
        return value!
    }
}
