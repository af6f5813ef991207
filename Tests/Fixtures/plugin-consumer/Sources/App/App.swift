public let appName = "PluginConsumer"
