/// A burst of saves becomes one run: after a change, look again after each pause until two looks
/// in a row agree.
enum Debounce {
    /// The first state that `look()` returns twice in a row, `pause()` apart, starting from `first`.
    static func settled<State: Equatable>(from first: State, pause: () -> Void, look: () -> State) -> State {
        var settled = first
        while true {
            pause()
            let next = look()
            if next == settled { return settled }
            settled = next
        }
    }
}
