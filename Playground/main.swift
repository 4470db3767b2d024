import Signals

print("TableKit Playground")
