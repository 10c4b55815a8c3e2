# -I adds an expanded dir in front of $:, -r loads a library first
p CLI_LIB_LOADED
p $:.first == File.expand_path("fixtures")
p $".include?("clilib.rb")
