p :before
retry
