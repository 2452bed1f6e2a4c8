// Icons of the page chrome, named so bundlers keep only these (never `export *` from the icon package).
export { DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
