import ChannelCore

/// Keeping the layout current cheaply: a board change moves one channel, so the layout is
/// updated in place from the changed cell to where the rows line up again
/// (`FlowLayout.apply`, FlowLayout+Relocation.swift), with no label looked up but the moving
/// one's. A reorder at 100,000 channels then costs about what it costs at 100.
extension Editor {
    /// Updates the layout after the board applied `relocation`; rebuilds it instead when the
    /// layout is not the one of the board from just before (it always is; this is a guard).
    mutating func relocated(_ relocation: Relocation) {
        let mineBefore = state.board.mine.count + relocation.from.section.choose(mine: 1, available: 0)
            - relocation.to.section.choose(mine: 1, available: 0)
        guard currentLayout.mine.count == mineBefore,
              relocation.from.section == .available || currentLayout.mine.indices.contains(relocation.from.index),
              let channel = state.board.channel(at: relocation.to), channel.id == relocation.id else {
            refreshLayout()
            return
        }
        currentLayout.apply(relocation, labelWidth: labels.cellWidth(for: channel, maxWidth: currentLayout.labelCap),
                            shown: state.matchesFilter(channel))
    }
}
