// `swift run Playground`: a scripted, non-interactive session that prints what happens.
print("TableKit Playground: a scripted session")
Transcript.part("Part 1 · Signals")
SignalsTour.run()
Transcript.part("Part 2 · A TableKit table on a headless table view")
TableDemo.run()
Transcript.part("Part 3 · A CollectionKit photo wall on a headless collection view")
CollectionDemo.run()
