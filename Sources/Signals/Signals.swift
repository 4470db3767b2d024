/// The reactive core of TableKit. (Placeholder until the core types land.)
public enum Signals {}
