# -I adds the dir, as given, in front of $:, -r loads a library first
p CLI_LIB_LOADED
p $:.first == "fixtures"
p $".include?("clilib.rb")
