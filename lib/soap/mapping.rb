# SOAP::Mapping and its registries.

require 'soap/mapping/mapping'
require 'soap/mapping/registry'
