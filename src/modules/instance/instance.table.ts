export interface InstanceSecretsTable {
  name: string;
  value: string;
}

export interface InstanceTables {
  instanceSecrets: InstanceSecretsTable;
}
