# File::Constants lists its constants in 1.8.7's order (the flock
# constants are defined before the open flags)
p File::Constants.constants
p File.constants == IO.constants
p File::LOCK_EX | File::LOCK_NB, File::RDONLY
