# Net::HTTPResponse's code tables as 1.8.7 builds them (literals): their
# iteration order is 1.8.7's
require 'net/http'
p Net::HTTPResponse::CODE_TO_OBJ.keys
p Net::HTTPResponse::CODE_TO_OBJ.values.first(5)
p Net::HTTPResponse::CODE_CLASS_TO_OBJ.keys
p Net::HTTPResponse::CODE_TO_OBJ.size
p Net::HTTPResponse::CODE_TO_OBJ.map { |k, v| v::HAS_BODY }.first(10)
