import ChannelCore
import EditorKit
import Glibc

// channel-editor-bench: the pure core (EditorKit over ChannelCore) timed in-process at one
// board size, with no terminal and no file. One size per process, so the process's peak RSS
// is that size's. Prints one line of JSON for bench/bench.py.
//
//   channel-editor-bench --channels N [--events M] [--layouts L] [--renders R] [--saves S]

struct Options {
    var channels = 10_000
    var events = 6_000
    var layouts = 200
    var renders = 2_000
    var saves = 100

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var index = 0
        while index < arguments.count {
            guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else { return nil }
            switch arguments[index] {
            case "--channels": options.channels = value
            case "--events": options.events = value
            case "--layouts": options.layouts = value
            case "--renders": options.renders = value
            case "--saves": options.saves = value
            default: return nil
            }
            index += 2
        }
        return options
    }
}

func field(_ name: String, _ samples: Samples) -> String {
    "\"\(name)\": {\"n\": \(samples.count), \"median_us\": \(samples.median), \"p99_us\": \(samples.p99)}"
}

/// One line on standard error.
func complain(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

func main() -> Int32 {
    guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
        complain("usage: channel-editor-bench --channels N [--events M] [--layouts L] [--renders R] [--saves S]")
        return 64
    }
    let baselineRSS = Memory.statusKilobytes("VmRSS")

    let setupStart = Clock.nanoseconds()
    let board: Board
    do {
        board = try BenchBoard.make(count: options.channels)
    } catch {
        complain("cannot make the board: \(error)")
        return 70
    }
    let boardMade = Clock.nanoseconds()
    let boardRSS = Memory.statusKilobytes("VmRSS")
    let widthOf = UnicodeWidth.table
    let labels = LabelBook(maker: LabelMaker(widthOf: widthOf))
    let labelsRSS = Memory.statusKilobytes("VmRSS")
    let workload = Workload(board: board, labels: labels, size: ScreenSize(columns: 80, rows: 24), widthOf: widthOf)
    var first = workload.session()
    let firstFrame = first.editor.frame(widthOf: widthOf)
    let setupEnd = Clock.nanoseconds()
    let setupRSS = Memory.statusKilobytes("VmRSS")
    first.checksum &+= firstFrame.cells.count
    // Warm up caches and lazy runtime metadata on a throwaway session.
    for _ in 0..<50 { _ = first.step(.key(.right)) }

    // 40% focus moves, 30% item moves, 30% drag steps: the board-changing kinds are the
    // majority, so the mix median is theirs once they cost more (a 50/50 mix would put the
    // median on the edge between two very different groups).
    let focusCount = max(1, options.events * 4 / 10)
    let itemCount = max(1, options.events * 3 / 10)
    let dragCount = max(1, options.events * 3 / 10)
    let (focus, focusSum) = workload.focusMoves(focusCount)
    let (item, itemSum) = workload.itemMoves(itemCount)
    let drag = workload.dragSteps(dragCount)
    let (layout, layoutSum) = workload.layoutOnly(options.layouts)
    let (rendering, renderSum) = workload.renderOnly(options.renders)
    var mix = Samples()
    mix.add(focus)
    mix.add(item)
    mix.add(drag.steps)

    let peakRSS = Memory.statusKilobytes("VmHWM")
    // After the peak is read, as the saves' encoding: they do not move it.
    let keyItem = KeyToFrame.itemMoves(workload, count: itemCount)
    let keyItemUnprepared = KeyToFrame.itemMoves(workload, count: itemCount, prepares: false)
    let keyFocus = KeyToFrame.focusMoves(workload, count: focusCount)
    let saves = SaveEncoding.time(board, rounds: SaveEncoding.rounds(options.saves, channels: options.channels))
    let checksum = first.checksum &+ focusSum &+ itemSum &+ drag.checksum &+ layoutSum &+ renderSum
    let parts = [
        "\"channels\": \(options.channels)",
        "\"mine\": \(board.mine.count)",
        "\"available\": \(board.available.count)",
        "\"board_ms\": \(Double(boardMade - setupStart) / 1e6)",
        "\"setup_ms\": \(Double(setupEnd - boardMade) / 1e6)",
        field("mix", mix),
        field("focus", focus),
        field("item", item),
        field("drag", drag.steps),
        field("drag_other", drag.other),
        field("layout", layout),
        field("render", rendering),
        field("save_encode", saves.samples),
        field("key_to_frame_item", keyItem.total),
        field("key_to_frame_item_handle", keyItem.handle),
        field("key_to_frame_item_frame", keyItem.frame),
        field("key_to_frame_item_diff", keyItem.diff),
        field("key_to_frame_item_unprepared", keyItemUnprepared.total),
        field("key_to_frame_item_unprepared_handle", keyItemUnprepared.handle),
        field("key_to_frame_focus", keyFocus.total),
        "\"save_bytes\": \(saves.bytes)",
        "\"baseline_rss_kb\": \(baselineRSS)",
        "\"board_rss_kb\": \(boardRSS)",
        "\"labels_rss_kb\": \(labelsRSS)",
        "\"setup_rss_kb\": \(setupRSS)",
        "\"peak_rss_kb\": \(peakRSS)",
        "\"checksum\": \(checksum)",
    ]
    print("{" + parts.joined(separator: ", ") + "}")
    return 0
}

exit(main())
