// The `tactile` command line tool; the commands live in TactileCommands so tests can run them.
import TactileCommands

TactileCommand.main()
