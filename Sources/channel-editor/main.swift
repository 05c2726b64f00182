import ChannelCore
print("channel-editor")
