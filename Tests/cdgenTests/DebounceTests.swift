@testable import cdgen
import Testing

/// `Debounce.settled`, with the looks scripted instead of timed: the state it returns is the
/// first one seen twice in a row, and it pauses once per look.
@Suite struct DebounceTests {
    /// Runs `settled` over `looks` (what each look after a pause sees); returns the state and the pauses.
    private func run(first: Int, looks: [Int]) -> (state: Int, pauses: Int) {
        var pauses = 0, remaining = looks[...]
        let state = Debounce.settled(from: first, pause: { pauses += 1 }, look: { remaining.popFirst() ?? -1 })
        return (state, pauses)
    }

    @Test func aChangeThatStaysIsTakenAfterOnePause() {
        #expect(run(first: 1, looks: [1]) == (1, 1))
    }

    @Test func aBurstIsWaitedOutUntilTwoLooksAgree() {
        // Saves land during the first three pauses; the fourth look agrees with the third.
        #expect(run(first: 1, looks: [2, 3, 4, 4]) == (4, 4))
    }

    @Test func aStateSeenTwiceButNotInARowDoesNotSettle() {
        #expect(run(first: 1, looks: [2, 1, 2, 2]) == (2, 4))
    }
}
