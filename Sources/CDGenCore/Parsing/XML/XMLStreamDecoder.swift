import Dispatch
import Foundation

/// Decodes the children of `<model>` on another thread while the XML reader goes on reading:
/// the reader hands over each child as soon as its end tag is read, and a serial queue decodes
/// them in batches, in document order, so the model and its diagnostics are exactly those of
/// decoding in place. At most `maxBatchesWaiting` batches wait at once, so memory stays bounded
/// when decoding falls behind. The queue hands each decoded batch back, and the reading thread
/// frees it: glibc frees a block under the lock of the arena of the thread that allocated it, so
/// nodes freed on the queue made it wait for the reading thread's lock (about 7,000 sleeps of
/// the decoding thread at 10,000 entities).
final class XMLStreamDecoder: @unchecked Sendable {
    /// Children handed to the queue at once (one dispatch per batch, not per child).
    static let batchSize = 16
    /// Batches handed over and not decoded yet, at most.
    static let maxBatchesWaiting = 4

    private let name: String
    private let queue = DispatchQueue(label: "cdgen.xml-decoder")
    private let free = DispatchSemaphore(value: XMLStreamDecoder.maxBatchesWaiting)
    /// The children read since the last batch went; only the reading thread touches it, one
    /// child at a time (so its run-time exclusivity checks are off, as in `XMLTreeBuilder`).
    @exclusivity(unchecked) private var batch: [XMLNode] = []
    /// Batches the queue decoded, for the reading thread to free (guarded by `spentLock`).
    private var spent: [[XMLNode]] = []
    private let spentLock = NSLock()
    /// The decoder and the model so far; only the queue touches them until `finish` returns.
    private var decoder = XMLModelDecoder()
    private var model: DataModel
    /// Called on the queue with each entity once decoded, in document order.
    private let eachEntity: (@Sendable (Entity) -> Void)?

    /// Starts decoding a model named `name`; `eachEntity` gets each entity as soon as it is decoded.
    init(name: String, eachEntity: (@Sendable (Entity) -> Void)? = nil) {
        self.name = name
        self.eachEntity = eachEntity
        model = DataModel(name: name)
        batch.reserveCapacity(Self.batchSize)
    }

    /// The root element, attributes only (`XMLModelDecoder.begin`).
    func begin(_ root: XMLNode) {
        queue.async { [self] in model = decoder.begin(root, name: name) }
    }

    /// One child of the root, complete (`XMLModelDecoder.add`).
    func add(_ child: XMLNode) {
        batch.append(child)
        if batch.count == Self.batchSize { send() }
    }

    /// Waits until every child was decoded; returns the model and the decoder's diagnostics.
    func finish() -> (model: DataModel, diagnostics: [Diagnostic]) {
        send()
        return queue.sync { (model, decoder.diagnostics) }
    }

    /// How many decoded batches wait to be freed (for tests).
    var batchesToFree: Int { spentLock.withLock { spent.count } }

    /// Hands the current batch to the queue, waiting while too many are waiting already, and
    /// frees the batches the queue is done with.
    private func send() {
        guard !batch.isEmpty else { return }
        let children = Batch(batch)
        batch.removeAll(keepingCapacity: true)
        var done: [[XMLNode]] = []
        spentLock.withLock { swap(&done, &spent) }
        done.removeAll()
        free.wait()
        queue.async { [self] in
            for child in children.nodes {
                let entities = model.entities.count
                decoder.add(child, to: &model)
                if let eachEntity, model.entities.count > entities { eachEntity(model.entities[entities]) }
            }
            let nodes = children.take()
            spentLock.withLock { spent.append(nodes) }
            free.signal()
        }
    }
}

/// The nodes of one batch, in a box the queue can empty, so that the block that captured them
/// does not free them when it is released.
private final class Batch: @unchecked Sendable {
    private(set) var nodes: [XMLNode]

    init(_ nodes: [XMLNode]) { self.nodes = nodes }

    /// The nodes, leaving the box empty.
    func take() -> [XMLNode] {
        defer { nodes = [] }
        return nodes
    }
}
