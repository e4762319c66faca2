import Dispatch
import Foundation
import PreviewServer

/// Ctrl-C (SIGINT) or SIGTERM, once; a second one ends the process at once.
final class StopSignal: Sendable {
    private let received = Latch()
    // Kept alive for the process; only touched in init.
    nonisolated(unsafe) private let sources: [any DispatchSourceSignal]

    init() {
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            sources.append(source)
        }
        self.sources = sources
        for source in sources {
            source.setEventHandler { [weak self] in self?.fire() }
            source.resume()
        }
    }

    private func fire() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        received.open()
    }

    func wait() async {
        await received.wait()
    }
}
