/// Values a one-shot command keeps until the process exits instead of freeing them, as clang's
/// `-disable-free` does: a parsed model of thousands of entities is millions of small objects, and
/// freeing them one by one costs as much as validating a good part of the model, while the kernel
/// takes the whole memory back at exit at no cost. Never for `watch`, which runs again and again.
package enum KeptUntilExit {
    /// Holds a reference to `value`'s storage for the rest of the process.
    package static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Holder(value))
    }

    /// The box a kept value lives in.
    private final class Holder<Kept> {
        let value: Kept
        init(_ value: Kept) { self.value = value }
    }
}
