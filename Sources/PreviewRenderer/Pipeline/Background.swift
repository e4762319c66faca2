import Basics
import Foundation

/// A value worked out on a thread of its own while the caller goes on.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Result<Value, BuildFailure>?

    init(_ work: @escaping @Sendable () throws(BuildFailure) -> Value) {
        done.enter()
        DispatchQueue(label: "theme-preview.background").async {
            self.result = Result { () throws(BuildFailure) -> Value in try work() }
            self.done.leave()
        }
    }

    /// A value there already.
    init(value: Value) {
        result = .success(value)
    }

    /// The value, once worked out (waits for it).
    func value() throws(BuildFailure) -> Value {
        done.wait()
        guard let result else { preconditionFailure("the work sets its result before it leaves") }
        return try result.get()
    }
}
