# Under -w, loading rational.rb (directly or through date.rb and time.rb)
# warns nothing: Integer#quo is replaced without a "method redefined".
require 'rational'
require 'date'
require 'time'
p 1.quo(2), (2**70).quo(4), 3.quo(2.0)
p Date.new(2001, 2, 3) - Date.new(2001, 1, 1)
