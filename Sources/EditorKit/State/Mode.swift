/// Browse: tapping My Channels opens a channel. Edit: tapping removes, cells can be dragged.
package enum Mode: Hashable, Sendable {
    case browse
    case edit
}
