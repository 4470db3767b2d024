// `swift run Playground`: a scripted, non-interactive session that prints what happens.
print("TableKit Playground")
SignalsTour.run()
